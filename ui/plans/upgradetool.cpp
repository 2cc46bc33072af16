#include "upgradetool.h"

#include "core/plancharts.h"
#include "database/qtconvert.h"
#include "ui/fittingcombobox.h"
#include "moneyspinbox.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>

namespace gpa::ui {

UpgradeTool::UpgradeTool(Workspace *workspace, QWidget *parent)
    : PlanTool(workspace, ChartKind::UpgradeSpeedUp, parent)
{
    m_owned = new FittingComboBox;
    m_owned->setAccessibleName(tr("Card you own"));
    m_owned->setToolTip(tr("The card you have now; the device selected in the table fills it in"));

    m_ownResale = new QCheckBox(tr("Enter what it &sells for"));
    m_ownResale->setAccessibleName(tr("Enter the resale value"));
    m_ownResale->setToolTip(tr("Off: its latest used quote, else a share of its current price "
                               "(Preferences)"));
    m_resale = new MoneySpinBox;
    m_resale->setAccessibleName(tr("Resale value"));
    m_resale->setRange(0.0, 1e6);
    m_resale->setEnabled(false);

    m_budget = new MoneySpinBox;
    m_budget->setAccessibleName(tr("Budget for the new card"));
    m_budget->setToolTip(tr("The most you will pay for the new card: its price, not the net cost "
                            "after selling yours"));
    m_budget->setRange(0.0, 1e7);
    m_budget->setSpecialValueText(tr("No limit"));

    m_threshold = new QDoubleSpinBox;
    m_threshold->setAccessibleName(tr("Upgrade threshold"));
    m_threshold->setToolTip(tr("How many times faster a new card must be to be worth buying"));
    m_threshold->setRange(1.0, 10.0);
    m_threshold->setDecimals(2);
    m_threshold->setSingleStep(0.05);
    m_threshold->setSuffix(tr("x"));
    m_threshold->setKeyboardTracking(false);

    QFormLayout *card = addSection(tr("Your card"));
    card->addRow(tr("C&ard:"), m_owned);
    card->addRow(m_ownResale);
    card->addRow(tr("Resale value:"), m_resale);
    QFormLayout *wish = addSection(tr("The new card"));
    wish->addRow(tr("&Budget:"), m_budget);
    wish->addRow(tr("&Threshold:"), m_threshold);
    m_note = addInputsNote();
    setTableCaption(tr("Cards faster than yours"));

    workspaceChanged(true);
    m_defaultThreshold = workspace->settings().assumptions.upgradeThreshold;
    m_threshold->setValue(m_defaultThreshold);

    connect(m_owned, &QComboBox::currentIndexChanged, this, &UpgradeTool::inputChanged);
    connect(m_ownResale, &QCheckBox::toggled, this, [this](bool on) {
        m_resale->setEnabled(on);
        inputChanged();
    });
    connect(m_resale, &MoneySpinBox::userEdited, this, &UpgradeTool::inputChanged);
    connect(m_budget, &MoneySpinBox::userEdited, this, &UpgradeTool::inputChanged);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, &UpgradeTool::inputChanged);
}

void UpgradeTool::setSelectedDevice(const std::string &deviceId)
{
    selectId(m_owned, deviceId);
}

void UpgradeTool::workspaceChanged(bool devicesChanged)
{
    if (devicesChanged)
        fillDevices(m_owned, [](const Device &d) { return d.segment != Segment::CloudOnly; });
    for (MoneySpinBox *box : {m_resale, m_budget})
        box->setCurrency(currency(), m_workspace->usdPerDisplayUnit());
    // A new default from Preferences replaces the one shown.
    const double threshold = m_workspace->settings().assumptions.upgradeThreshold;
    if (threshold != m_defaultThreshold && m_defaultThreshold > 0.0) {
        m_defaultThreshold = threshold;
        const QSignalBlocker blocker(m_threshold);
        m_threshold->setValue(threshold);
    }
    m_note->setText(viewSummary());
}

void UpgradeTool::compute()
{
    const DataSet &catalogue = m_workspace->data();
    ChartSnapshot chart = snapshot();
    const Device *owned = catalogue.device(currentId(m_owned));
    if (!owned) {
        m_verdictKind = UpgradeVerdict::CannotTell;
        setVerdict(tr("Choose the card you own."), true);
        setTable({}, {}, {});
        setExplanations({}, {});
        setChart(chart);
        return;
    }

    Assumptions assumptions = m_workspace->settings().assumptions;
    assumptions.upgradeThreshold = m_threshold->value();
    UpgradeRequest request;
    request.owned = *owned;
    request.legacyAllowed = assumptions.legacyCardsAllowed;
    if (m_ownResale->isChecked())
        request.resaleUsd = m_resale->usd();
    if (!m_budget->isSpecial())
        request.budgetUsd = m_budget->usd();
    const UpgradeAdvice advice
        = adviseUpgrade(catalogue, m_workspace->prices(), m_workspace->model(), m_workspace->view(),
                        assumptions, request);
    m_verdictKind = advice.verdict;
    if (!m_ownResale->isChecked())
        m_resale->setUsd(advice.resale.usd);

    setVerdict(explain(advice.reason), advice.verdict == UpgradeVerdict::CannotTell);
    const QLocale locale;
    std::vector<QStringList> rows;
    std::vector<RowStyle> styles;
    for (std::size_t i = 0; i < advice.candidates.size(); ++i) {
        const UpgradeCandidate &c = advice.candidates[i];
        QString speed = tr("%1x").arg(locale.toString(c.speedUp, 'f', 2));
        if (c.meetsThreshold)
            speed = tr("%1 ✓").arg(speed);
        rows.push_back({toQString(c.device->name), speed, money(c.priceUsd), money(c.netCostUsd),
                        money(c.netCostPerSpeedUp),
                        c.memoryGb ? tr("%1 GB").arg(locale.toString(*c.memoryGb, 'f', 0))
                                   : QStringLiteral("—")});
        styles.push_back(advice.recommended == i ? RowStyle::Strong
                             : c.withinBudget    ? RowStyle::Normal
                                                 : RowStyle::Muted);
    }
    setTable({tr("Card"), tr("Speed-up"), tr("Price"), tr("Net cost"), tr("Net per 1x gained"),
              tr("Memory")},
             rows, styles);
    setTableCaption(
        advice.candidates.empty()
            ? tr("No priced card is faster than the %1").arg(toQString(owned->name))
            : tr("%n card(s) faster than the %1, those within budget first (greyed: over "
                 "budget); ✓ reaches the threshold",
                 nullptr, static_cast<int>(advice.candidates.size()))
                  .arg(toQString(owned->name)));

    QStringList lines;
    for (const Message &note : advice.notes)
        lines << explain(note);
    // What was left out (host, software support, vendor, over-priced) and
    // the defaults relied on, each with the way to change it.
    for (const UpgradeAdvice::Exclusion &e : advice.excluded)
        lines << tr("Left out: %1").arg(explain(e.message));
    for (const Message &m : advice.basedOn)
        lines << tr("Based on: %1").arg(explain(m));
    if (m_workspace->view().currency != "USD")
        lines << tr("Amounts in these sentences are in US dollars; the table and the chart use "
                    "%1.")
                     .arg(currency());
    setExplanations(lines, {});

    chart.upgrade = upgradeChartData(advice, owned->name, m_workspace->prices().rates(),
                                     m_workspace->view().currency);
    setChart(chart);
}

} // namespace gpa::ui
