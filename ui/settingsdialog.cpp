#include "settingsdialog.h"

#include "richtext.h"
#include "workspace.h"

#include "core/date.h"
#include "core/hostprofile.h"
#include "core/validation.h"
#include "database/qtconvert.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpa::ui {

SettingsDialog::SettingsDialog(Workspace *workspace, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_currency(new QComboBox(this))
    , m_policy(new QComboBox(this))
    , m_reference(new QComboBox(this))
    , m_problems(new QLabel(this))
{
    setWindowTitle(tr("Preferences"));
    auto *layout = new QVBoxLayout(this);
    auto *tabs = new QTabWidget(this);
    layout->addWidget(tabs);

    // Appearance: language and colours of the window.
    auto *appearance = new QWidget(tabs);
    auto *appearanceForm = new QFormLayout(appearance);
    m_language = new QComboBox(appearance);
    m_language->addItem(tr("System language"), QString::fromLatin1(kLanguageSystem));
    // Each language named in itself, as users look for it.
    m_language->addItem(QStringLiteral("English"), QString::fromLatin1(kLanguageEnglish));
    m_language->addItem(QStringLiteral("简体中文"), QString::fromLatin1(kLanguageChinese));
    m_language->setAccessibleName(tr("Language"));
    appearanceForm->addRow(tr("&Language:"), m_language);
    auto *languageNote = new QLabel(tr("A new language applies when GPU Advisor starts again."), appearance);
    languageNote->setWordWrap(true);
    appearanceForm->addRow(QString(), languageNote);
    m_theme = new QComboBox(appearance);
    m_theme->addItem(tr("System colours"), static_cast<int>(Theme::System));
    m_theme->addItem(tr("Light"), static_cast<int>(Theme::Light));
    m_theme->addItem(tr("Dark"), static_cast<int>(Theme::Dark));
    m_theme->setAccessibleName(tr("Theme"));
    appearanceForm->addRow(tr("&Theme:"), m_theme);
    setLanguage(storedLanguage());
    setTheme(storedTheme());

    // Prices and currency.
    auto *prices = new QWidget(tabs);
    auto *pricesForm = new QFormLayout(prices);
    for (const ExchangeRate &r : workspace->data().exchangeRates)
        m_currency->addItem(toQString(r.currency));
    m_currency->setAccessibleName(tr("Display currency"));
    pricesForm->addRow(tr("Display &currency:"), m_currency);
    const std::pair<PricePolicy, QString> policies[] = {
        {PricePolicy::Default, tr("Yours, else shop and used mean, else launch price")},
        {PricePolicy::Cheapest, tr("Cheapest current offer")},
        {PricePolicy::NewOnly, tr("Latest price of a new card")},
        {PricePolicy::UsedOnly, tr("Latest second-hand price")},
        {PricePolicy::Latest, tr("Latest quote of any kind")}};
    for (const auto &[policy, label] : policies)
        m_policy->addItem(label, static_cast<int>(policy));
    m_policy->setAccessibleName(tr("Price policy"));
    m_policy->setItemData(0, tr("Your latest price; else the mean of the latest shop and second-hand prices "
                                "(Dettmers 2019, §4.3); else the launch price"),
                          Qt::ToolTipRole);
    pricesForm->addRow(tr("&Price policy:"), m_policy);
    for (const Device &d : workspace->data().devices)
        m_reference->addItem(toQString(d.name), toQString(d.id));
    m_reference->model()->sort(0);
    m_reference->setAccessibleName(tr("Default reference device"));
    pricesForm->addRow(tr("Default &reference device:"), m_reference);
    auto *rates = new QGroupBox(tr("Exchange rates (units per US dollar)"), prices);
    auto *ratesForm = new QFormLayout(rates);
    for (const ExchangeRate &r : workspace->data().exchangeRates) {
        if (r.currency == "USD")
            continue;
        QDoubleSpinBox *box = spin(kMinPerUsd, kMaxPerUsd, 4, 0.01);
        box->setValue(r.perUsd);
        box->setAccessibleName(tr("Units of %1 per US dollar").arg(toQString(r.currency)));
        box->setToolTip(plainAsRichText(toQString(r.source + (r.asOf.empty() ? "" : " (" + r.asOf + ")"))));
        m_rates[r.currency] = box;
        m_originalRates[r.currency] = r.perUsd;
        ratesForm->addRow(toQString(r.currency) + QLatin1Char(':'), box);
    }
    pricesForm->addRow(rates);
    tabs->addTab(prices, tr("Prices"));

    // Running costs (buy versus rent).
    auto *costs = new QWidget(tabs);
    auto *costsForm = new QFormLayout(costs);
    m_electricity = spin(0, 10, 3, 0.01, tr(" $/kWh"));
    costsForm->addRow(tr("&Electricity price:"), m_electricity);
    m_utilisation = spin(0, 100, 0, 5, tr(" %"));
    m_utilisation->setToolTip(tr("Share of the year the hardware is busy (Dettmers' example: 15%)"));
    costsForm->addRow(tr("&Utilisation:"), m_utilisation);
    m_hostWatts = spin(0, 5000, 0, 10, tr(" W"));
    costsForm->addRow(tr("&Host machine power:"), m_hostWatts);
    // The lowest value stands for "no fixed share": resale then comes from
    // the depreciation curve fitted on the catalogue's used prices.
    m_resale = spin(-5, 100, 0, 5, tr(" %"));
    m_resale->setSpecialValueText(tr("from the depreciation curve"));
    m_resale->setToolTip(tr("Share of the purchase price got back by selling at the end; by default "
                            "what the card is worth then on the depreciation curve of used prices"));
    costsForm->addRow(tr("&Resale value:"), m_resale);
    m_freshness = spin(1, 120, 0, 1, tr(" months"));
    m_freshness->setToolTip(tr("Price quotes seen within this many months before the view's date "
                               "are current; older ones are used only when nothing newer exists"));
    costsForm->addRow(tr("Prices &current for:"), m_freshness);
    m_memoryFactor = spin(1, 4, 2, 0.05, tr("×"));
    m_memoryFactor->setToolTip(tr("8 GB at 16-bit behaves like about 12 GB at 32-bit (Dettmers 2019, §6.3)"));
    costsForm->addRow(tr("16-bit &memory factor:"), m_memoryFactor);
    tabs->addTab(costs, tr("Costs"));

    // Multi-GPU and upgrades.
    auto *multi = new QWidget(tabs);
    auto *multiLayout = new QVBoxLayout(multi);
    auto *multiForm = new QFormLayout;
    // Dollars before the amount, as they are written ("$1,600", not "1600 $").
    m_hostCost = spin(0, 100000, 0, 50);
    m_hostCost->setPrefix(tr("$"));
    m_hostCost->setGroupSeparatorShown(true);
    m_hostCost->setToolTip(tr("CPU, board, power supply, case, memory and disk of one machine (Dettmers 2019, §4.5c)"));
    multiForm->addRow(tr("Host machine &cost:"), m_hostCost);
    // The default stands for the dated price (core/assumptions.h
    // hostCostUsd): say which figures that is, so that "$1,600" is not
    // taken for the price the plans use.
    {
        const HostPrice &today = hostPriceAsOf(std::nullopt);
        const HostPrice &then = hostPriceAsOf(dayNumber(2019, 4, 30));
        auto *hint = new QLabel(
            tr("Left at %1, plans use the host price of the view's date instead: %2 today (observed %3), "
               "%4 on the 2019 view (observed %5). Any other amount is used as it is.")
                .arg(tr("$%L1").arg(qRound(Assumptions {}.multiGpuHostCostUsd)),
                     tr("$%L1").arg(qRound(today.usd)), toQString(today.observed),
                     tr("$%L1").arg(qRound(then.usd)), toQString(then.observed)),
            multi);
        hint->setObjectName(QStringLiteral("hostCostHint"));
        hint->setWordWrap(true);
        QFont small = hint->font();
        small.setPointSizeF(small.pointSizeF() * 0.92);
        hint->setFont(small);
        multiForm->addRow(QString(), hint);
    }
    m_threshold = spin(1, 10, 2, 0.05, tr("×"));
    multiForm->addRow(tr("Upgrade worth it from:"), m_threshold);
    multiLayout->addLayout(multiForm);

    // The machine the cards go into: what recommendations, upgrades and
    // plans offer fits it (slots, power, airflow).
    auto *machine = new QGroupBox(tr("Machine the cards go into"), multi);
    auto *machineForm = new QFormLayout(machine);
    m_hostKind = new QComboBox(machine);
    m_hostKind->addItem(tr("Desktop"), static_cast<int>(HostKind::Desktop));
    m_hostKind->addItem(tr("Workstation"), static_cast<int>(HostKind::Workstation));
    m_hostKind->addItem(tr("Server"), static_cast<int>(HostKind::Server));
    machineForm->addRow(tr("&Kind:"), m_hostKind);
    m_psu = spin(0, 20000, 0, 50, tr(" W"));
    m_psu->setToolTip(tr("Rated output of the power supply; 0 for a server whose supplies are "
                         "sized for its modules"));
    machineForm->addRow(tr("&Power supply:"), m_psu);
    m_cardSlots = new QSpinBox(machine);
    m_cardSlots->setRange(0, 16);
    machineForm->addRow(tr("Card &slots:"), m_cardSlots);
    connect(m_cardSlots, &QSpinBox::valueChanged, this, &SettingsDialog::validate);
    // A kind brings its own defaults (hostprofile.h), edited from there.
    connect(m_hostKind, &QComboBox::activated, this, [this] {
        m_host = defaultHostProfile(static_cast<HostKind>(m_hostKind->currentData().toInt()));
        m_psu->setValue(m_host.psuWatts);
        m_cardSlots->setValue(m_host.cardSlots);
    });
    m_maturity = new QCheckBox(tr("Apply software &maturity factors to AMD, Intel and TPU "
                                  "estimates (Dettmers 2019, §2.2)"),
                               machine);
    machineForm->addRow(m_maturity);
    m_legacy = new QCheckBox(tr("Offer cards whose software support has &ended"), machine);
    m_legacy->setToolTip(tr("Recommendations, upgrades, the wizard and Plans then include cards "
                            "that current CUDA or ROCm releases no longer support; off, they are "
                            "left out with the reason"));
    machineForm->addRow(m_legacy);
    multiLayout->addWidget(machine);
    auto *speedUps = new QGroupBox(tr("Speed-up of one job on several GPUs (used where nothing was measured)"), multi);
    auto *grid = new QGridLayout(speedUps);
    grid->addWidget(new QLabel(tr("2 GPUs"), speedUps), 0, 1);
    grid->addWidget(new QLabel(tr("3 GPUs"), speedUps), 0, 2);
    grid->addWidget(new QLabel(tr("4 GPUs"), speedUps), 0, 3);
    const QString workloads[3] = {tr("Convnets (Dettmers 2019, §1.2)"), tr("Recurrent (§1.3)"), tr("Transformers (§1.4)")};
    for (int w = 0; w < 3; ++w) {
        grid->addWidget(new QLabel(workloads[w], speedUps), w + 1, 0);
        for (int n = 0; n < 3; ++n) {
            m_speedUps[w][n] = spin(1, 4, 2, 0.05, tr("×"));
            m_speedUps[w][n]->setAccessibleName(tr("%1 on %2 GPUs").arg(workloads[w]).arg(n + 2));
            grid->addWidget(m_speedUps[w][n], w + 1, n + 1);
        }
    }
    multiLayout->addWidget(speedUps);
    multiLayout->addStretch(1);
    tabs->addTab(multi, tr("Multi-GPU"));
    tabs->addTab(appearance, tr("Appearance"));

    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #c0392b"));
    layout->addWidget(m_problems);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel
                                             | QDialogButtonBox::RestoreDefaults,
                                         this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);
    setSettings(workspace->settings());
}

QDoubleSpinBox *SettingsDialog::spin(double min, double max, int decimals, double step, const QString &suffix)
{
    auto *box = new QDoubleSpinBox(this);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setSuffix(suffix);
    connect(box, &QDoubleSpinBox::valueChanged, this, &SettingsDialog::validate);
    return box;
}

void SettingsDialog::setSettings(const Settings &s)
{
    const Assumptions &a = s.assumptions;
    m_currency->setCurrentText(toQString(s.currency));
    m_policy->setCurrentIndex(m_policy->findData(static_cast<int>(s.policy)));
    m_reference->setCurrentIndex(m_reference->findData(toQString(a.referenceDeviceId)));
    m_electricity->setValue(a.electricityUsdPerKwh);
    m_utilisation->setValue(a.utilisation * 100.0);
    m_hostWatts->setValue(a.hostWatts);
    m_resale->setValue(a.resaleFraction ? *a.resaleFraction * 100.0 : m_resale->minimum());
    m_freshness->setValue(a.priceFreshnessMonths);
    m_memoryFactor->setValue(a.memoryFactor16Bit);
    m_hostCost->setValue(a.multiGpuHostCostUsd);
    m_threshold->setValue(a.upgradeThreshold);
    m_host = a.host;
    m_hostKind->setCurrentIndex(m_hostKind->findData(static_cast<int>(a.host.kind)));
    m_psu->setValue(a.host.psuWatts);
    m_cardSlots->setValue(a.host.cardSlots);
    m_maturity->setChecked(a.softwareMaturity.enabled);
    m_legacy->setChecked(a.legacyCardsAllowed);
    const SpeedUpDefaults *speedUps[3] = {&a.cnnSpeedUp, &a.rnnSpeedUp, &a.transformerSpeedUp};
    for (int w = 0; w < 3; ++w) {
        m_speedUps[w][0]->setValue(speedUps[w]->two);
        m_speedUps[w][1]->setValue(speedUps[w]->three);
        m_speedUps[w][2]->setValue(speedUps[w]->four);
    }
    validate();
}

QString SettingsDialog::language() const
{
    return m_language->currentData().toString();
}

void SettingsDialog::setLanguage(const QString &language)
{
    const int index = m_language->findData(language);
    m_language->setCurrentIndex(index < 0 ? 0 : index);
}

Theme SettingsDialog::theme() const
{
    return static_cast<Theme>(m_theme->currentData().toInt());
}

void SettingsDialog::setTheme(Theme theme)
{
    const int index = m_theme->findData(static_cast<int>(theme));
    m_theme->setCurrentIndex(index < 0 ? 0 : index);
}

void SettingsDialog::restoreDefaults()
{
    setSettings(Settings{});
}

Settings SettingsDialog::settings() const
{
    Settings s;
    Assumptions &a = s.assumptions;
    s.currency = m_currency->currentText().toStdString();
    s.policy = static_cast<PricePolicy>(m_policy->currentData().toInt());
    a.referenceDeviceId = m_reference->currentData().toString().toStdString();
    a.electricityUsdPerKwh = m_electricity->value();
    a.utilisation = m_utilisation->value() / 100.0;
    a.hostWatts = m_hostWatts->value();
    if (m_resale->value() >= 0.0)
        a.resaleFraction = m_resale->value() / 100.0;
    a.priceFreshnessMonths = static_cast<int>(m_freshness->value());
    a.memoryFactor16Bit = m_memoryFactor->value();
    a.multiGpuHostCostUsd = m_hostCost->value();
    a.upgradeThreshold = m_threshold->value();
    a.host = m_host;
    a.host.psuWatts = m_psu->value();
    a.host.cardSlots = m_cardSlots->value();
    a.softwareMaturity.enabled = m_maturity->isChecked();
    a.legacyCardsAllowed = m_legacy->isChecked();
    SpeedUpDefaults *speedUps[3] = {&a.cnnSpeedUp, &a.rnnSpeedUp, &a.transformerSpeedUp};
    for (int w = 0; w < 3; ++w)
        *speedUps[w] = {m_speedUps[w][0]->value(), m_speedUps[w][1]->value(), m_speedUps[w][2]->value()};
    return s;
}

std::map<std::string, double> SettingsDialog::changedRates() const
{
    std::map<std::string, double> changed;
    for (const auto &[currency, box] : m_rates) {
        if (!qFuzzyCompare(box->value(), m_originalRates.at(currency)))
            changed[currency] = box->value();
    }
    return changed;
}

void SettingsDialog::validate()
{
    if (!m_ok)
        return;
    QStringList problems;
    const Settings current = settings();
    for (const AssumptionProblem &p : gpa::validate(current.assumptions))
        problems.append(translated(p.message));
    for (const HostProblem &p : gpa::validate(current.assumptions.host))
        problems.append(translated(p.message));
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
    m_ok->setEnabled(problems.isEmpty());
}

} // namespace gpa::ui
