#include "systemtool.h"

#include "core/plancharts.h"
#include "core/systemplan.h"
#include "database/qtconvert.h"
#include "ui/fittingcombobox.h"
#include "moneyspinbox.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/workspace.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpa::ui {

namespace {

constexpr int kMaxCards = 64;

bool purchasable(const Device &d)
{
    return d.segment != Segment::CloudOnly;
}

} // namespace

SystemTool::SystemTool(Workspace *workspace, QWidget *parent)
    : PlanTool(workspace, ChartKind::SystemPerDollar, parent)
{
    systemForm(addSection(tr("First system")), 0);
    QFormLayout *second = addSection(tr("Compare with a second system"));
    m_compare = qobject_cast<QGroupBox *>(second->parentWidget());
    m_compare->setCheckable(true);
    m_compare->setChecked(true);
    m_compare->setAccessibleName(tr("Compare with a second system"));
    systemForm(second, 1);

    m_mode = new QComboBox;
    m_mode->addItem(tr("One job per machine (data-parallel)"),
                    static_cast<int>(MultiGpuMode::DataParallel));
    m_mode->addItem(tr("Separate experiments, one per card"),
                    static_cast<int>(MultiGpuMode::SeparateExperiments));
    m_mode->setAccessibleName(tr("Use of the cards"));
    m_mode->setToolTip(tr("Data-parallel training speeds one job up (Dettmers 2019, §1.1-§1.4); "
                          "separate experiments give more results per day (Dettmers 2019, §1.5)"));
    m_hostCost = new MoneySpinBox;
    m_hostCost->setRange(0.0, 1e6);
    m_hostCost->setSingleStep(100.0);
    m_hostCost->setAccessibleName(tr("Price of a host machine"));
    m_hostCost->setToolTip(tr("CPU, board, power supply, case, memory and disk of one machine, "
                              "for both systems (Dettmers 2019, §4.5c: the host costs money too)"));
    QFormLayout *both = addSection(tr("Both systems"));
    both->addRow(tr("M&ode:"), m_mode);
    both->addRow(tr("Host pr&ice:"), m_hostCost);
    m_note = addInputsNote();
    setTableCaption(tr("Systems"));

    workspaceChanged(true);

    connect(m_compare, &QGroupBox::toggled, this, &SystemTool::inputChanged);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &SystemTool::inputChanged);
    connect(m_hostCost, &MoneySpinBox::userEdited, this, [this] {
        m_hostCostEdited = true;
        inputChanged();
    });
}

QFormLayout *SystemTool::systemForm(QFormLayout *form, int system)
{
    const std::size_t i = index(system);
    const QString which = system == 0 ? tr("first system") : tr("second system");
    m_device[i] = new FittingComboBox;
    m_device[i]->setAccessibleName(tr("Card of the %1").arg(which));
    m_cards[i] = new QSpinBox;
    m_cards[i]->setRange(1, kMaxCards);
    m_cards[i]->setAccessibleName(tr("Number of cards of the %1").arg(which));
    m_cards[i]->setKeyboardTracking(false);
    m_hosts[i] = new QSpinBox;
    m_hosts[i]->setRange(1, 1);
    m_hosts[i]->setAccessibleName(tr("Machines of the %1").arg(which));
    m_hosts[i]->setToolTip(tr("The cards are spread over the machines as evenly as possible; "
                              "no machine is left empty"));
    m_hosts[i]->setKeyboardTracking(false);
    m_psu[i] = new QSpinBox;
    m_psu[i]->setRange(0, 20000);
    m_psu[i]->setSingleStep(50);
    m_psu[i]->setSuffix(tr(" W"));
    m_psu[i]->setSpecialValueText(tr("Recommended"));
    m_psu[i]->setAccessibleName(tr("Power supply of each machine of the %1").arg(which));
    m_psu[i]->setToolTip(tr("Each machine's power supply; by default the one recommended for a "
                            "one-card build of this card, where known"));
    m_psu[i]->setKeyboardTracking(false);
    // Mnemonics on the first system only: the toolbar and menus hold most letters.
    form->addRow(system == 0 ? tr("C&ard:") : tr("Card:"), m_device[i]);
    form->addRow(system == 0 ? tr("Coun&t:") : tr("Count:"), m_cards[i]);
    form->addRow(system == 0 ? tr("&Machines:") : tr("Machines:"), m_hosts[i]);
    form->addRow(system == 0 ? tr("Power &supply:") : tr("Power supply:"), m_psu[i]);

    connect(m_device[i], &QComboBox::currentIndexChanged, this, &SystemTool::inputChanged);
    connect(m_cards[i], &QSpinBox::valueChanged, this, [this, i](int cards) {
        // No more machines than cards: a machine would stay empty.
        const QSignalBlocker blocker(m_hosts[i]);
        m_hosts[i]->setMaximum(cards);
        inputChanged();
    });
    for (QSpinBox *box : {m_hosts[i], m_psu[i]})
        connect(box, &QSpinBox::valueChanged, this, &SystemTool::inputChanged);
    return form;
}

void SystemTool::setSelectedDevice(const std::string &deviceId)
{
    selectId(m_device[0], deviceId);
}

void SystemTool::workspaceChanged(bool devicesChanged)
{
    if (devicesChanged) {
        for (QComboBox *box : m_device)
            fillDevices(box, purchasable);
    }
    if (!m_defaultsSet) {
        // The seed's example (seed §4.5c): 4x RTX 2080 Ti in one machine
        // against 8x RTX 2060 in two.
        m_defaultsSet = true;
        const std::pair<const char *, std::pair<int, int>> defaults[]
            = {{"rtx-2080-ti", {4, 1}}, {"rtx-2060", {8, 2}}};
        for (std::size_t i = 0; i < 2; ++i) {
            const QSignalBlocker a(m_device[i]);
            const QSignalBlocker b(m_cards[i]);
            const QSignalBlocker c(m_hosts[i]);
            selectId(m_device[i], defaults[i].first);
            m_cards[i]->setValue(defaults[i].second.first);
            m_hosts[i]->setMaximum(defaults[i].second.first);
            m_hosts[i]->setValue(defaults[i].second.second);
        }
    }
    m_hostCost->setCurrency(currency(), m_workspace->usdPerDisplayUnit());
    // seed §4.5c: the host price of the view's date unless Preferences hold
    // the user's own.
    if (!m_hostCostEdited)
        m_hostCost->setUsd(
            m_workspace->settings().assumptions.hostCostUsd(m_workspace->view().asOfDay));
    m_note->setText(viewSummary());
}

void SystemTool::compute()
{
    std::array<SystemRequest, 2> requests;
    for (std::size_t i = 0; i < 2; ++i) {
        SystemRequest &r = requests[i];
        r.deviceId = currentId(m_device[i]);
        r.cards = m_cards[i]->value();
        r.hosts = m_hosts[i]->value();
        r.mode = static_cast<MultiGpuMode>(m_mode->currentData().toInt());
        if (m_hostCostEdited)
            r.hostCostUsd = m_hostCost->usd();
        if (m_psu[i]->value() > 0)
            r.psuCapacityW = m_psu[i]->value();
    }
    const bool compared = m_compare->isChecked();
    const DataSet &catalogue = m_workspace->data();
    SystemComparison c;
    if (compared)
        c = m_workspace->session().compareSystems(requests[0], requests[1]);
    else
        c.first = m_workspace->session().system(requests[0]);
    m_breakEven.reset();
    m_better = compared ? c.morePerDollar : 0;

    ChartSnapshot chart = snapshot();
    chart.systems
        = systemChartData(c, compared, m_workspace->prices().rates(), m_workspace->view().currency);
    setChart(chart);

    std::vector<const SystemPlan *> plans {&c.first};
    if (compared)
        plans.push_back(&c.second);
    for (std::size_t i = 0; i < plans.size(); ++i) {
        if (plans[i]->problem) {
            setVerdict((i == 0 ? tr("First system: %1") : tr("Second system: %1"))
                           .arg(explain(*plans[i]->problem)),
                       true);
            setTable({}, {}, {});
            setExplanations({}, {});
            return;
        }
    }

    QStringList verdict;
    if (!compared)
        verdict << explain(c.first.result.explanation);
    else if (c.verdict)
        verdict << explain(*c.verdict);
    else
        verdict << tr("Both systems give the same performance per dollar.");
    if (c.breakEven && c.breakEven->kind == HostCostBreakEven::Kind::Crossing) {
        m_breakEven = c.breakEven->hostCostUsd;
        verdict << tr("Break-even host cost: %1").arg(money(*m_breakEven));
    }
    setVerdict(verdict.join(QLatin1Char('\n')), false);

    const QLocale locale;
    std::vector<QStringList> rows;
    std::vector<RowStyle> styles;
    QStringList lines;
    QStringList warnings;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const SystemPlan &p = *plans[i];
        const SystemResult &r = p.result;
        QString supply = tr("not checked");
        if (p.psuCapacityW)
            supply = (r.psuSufficient == false ? tr("%1 W: too small") : tr("%1 W: enough"))
                         .arg(locale.toString(*p.psuCapacityW, 'f', 0));
        rows.push_back(
            {toQString(p.label), locale.toString(r.throughput, 'f', 2), money(r.totalCostUsd),
             r.performancePerDollar ? locale.toString(
                 *r.performancePerDollar * 1000.0 * m_workspace->usdPerDisplayUnit(), 'f', 3)
                                    : QStringLiteral("—"),
             r.powerW ? tr("%1 W").arg(locale.toString(*r.powerW, 'f', 0))
                      : QStringLiteral("—"),
             supply});
        styles.push_back(m_better == static_cast<int>(i) + 1 ? RowStyle::Strong : RowStyle::Normal);
        const QString label = toQString(p.label);
        const auto named
            = [&](const QString &text) { return compared ? tr("%1: %2").arg(label, text) : text; };
        lines << named(explain(r.explanation)) << named(explain(p.speedUpBasis));
        if (p.psuBasis)
            lines << named(explain(*p.psuBasis));
        for (const Message &w : r.warnings)
            warnings << named(explain(w));
    }
    lines << explain(c.first.hostCostBasis);
    lines << tr("Change the host price above for this plan, or in Preferences for every plan "
                "and command.");
    if (compared && c.breakEven)
        lines << explain(c.breakEven->explanation);
    if (m_workspace->view().currency != "USD")
        lines << tr("Amounts in these sentences are in US dollars; the table and the chart use "
                    "%1.")
                     .arg(currency());
    setTable({tr("System"), tr("Throughput"), tr("Price"),
              tr("Per %1").arg(toQString(formatMoney(1000.0, m_workspace->view().currency))),
              tr("Power"), tr("Power supply")},
             rows, styles);
    const Device *reference = catalogue.device(m_workspace->view().referenceId);
    setTableCaption(
        tr("Throughput in units of one %1; the system in bold gives more per dollar")
            .arg(toQString(reference ? reference->name : m_workspace->view().referenceId)));
    setExplanations(lines, warnings);
}

} // namespace gpa::ui
