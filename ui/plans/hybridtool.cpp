#include "hybridtool.h"

#include "core/chartdata.h"
#include "core/costtext.h"
#include "core/plancharts.h"
#include "database/qtconvert.h"
#include "ui/fittingcombobox.h"
#include "ui/charts/chartsnapshot.h"
#include "ui/workspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <tuple>

namespace gpa::ui {

namespace {

enum Pricing { OnDemand, Spot };

} // namespace

HybridTool::HybridTool(Workspace *workspace, QWidget *parent)
    : PlanTool(workspace, ChartKind::PlanCosts, parent)
{
    m_device = new FittingComboBox;
    m_device->setAccessibleName(tr("Your card"));
    m_device->setToolTip(tr("The card you prototype on; the device selected in the table fills "
                            "it in"));
    m_owned = new QCheckBox(tr("Already &owned: nothing to pay up front"));
    m_owned->setAccessibleName(tr("The card is already owned"));
    m_owned->setToolTip(tr("Off: the card is bought at its price in the catalogue (the toolbar's "
                           "price policy)"));

    m_offer = new FittingComboBox;
    m_offer->setAccessibleName(tr("Cloud offer"));
    m_offer->setToolTip(tr("The instance the final training runs on; by default one of "
                           "comparable performance that is cheapest for the same work"));
    m_pricing = new QComboBox;
    m_pricing->addItem(tr("On demand"), OnDemand);
    m_pricing->addItem(tr("Spot (can be taken back)"), Spot);
    m_pricing->setAccessibleName(tr("Cloud pricing"));

    m_prototype = new QDoubleSpinBox;
    m_prototype->setRange(0.0, kHoursPerMonth);
    m_prototype->setDecimals(0);
    m_prototype->setSingleStep(10.0);
    m_prototype->setSuffix(tr(" h"));
    m_prototype->setValue(60.0);
    m_prototype->setKeyboardTracking(false);
    m_prototype->setAccessibleName(tr("Prototyping hours per month"));
    m_prototype->setToolTip(tr("Hours a month of writing and debugging at the desk: paced by you, "
                               "not by the card"));
    m_training = new QDoubleSpinBox;
    m_training->setRange(0.0, 1e6);
    m_training->setDecimals(0);
    m_training->setSingleStep(10.0);
    m_training->setSuffix(tr(" GPU-h"));
    m_training->setValue(100.0);
    m_training->setGroupSeparatorShown(true);
    m_training->setKeyboardTracking(false);
    m_training->setAccessibleName(tr("Final training GPU-hours per month"));
    m_training->setToolTip(tr("Device-hours billed per month on the cloud offer: an instance of 4 "
                              "devices for 10 hours is 40"));
    m_months = new QSpinBox;
    m_months->setRange(1, 120);
    m_months->setValue(24);
    m_months->setSuffix(tr(" months"));
    m_months->setKeyboardTracking(false);
    m_months->setAccessibleName(tr("Horizon in months"));
    m_months->setToolTip(tr("About two years: a serious learner sells and buys again after that "
                            "(Dettmers 2019, §7.8)"));

    QFormLayout *card = addSection(tr("Your card"));
    card->addRow(tr("C&ard:"), m_device);
    card->addRow(m_owned);
    QFormLayout *cloud = addSection(tr("Cloud"));
    cloud->addRow(tr("&Instance:"), m_offer);
    cloud->addRow(tr("Pricin&g:"), m_pricing);
    QFormLayout *project = addSection(tr("Project, per month"));
    project->addRow(tr("Protot&yping:"), m_prototype);
    project->addRow(tr("Final &training:"), m_training);
    project->addRow(tr("Hori&zon:"), m_months);
    m_note = addInputsNote();
    setTableCaption(tr("Plans"));

    workspaceChanged(true);

    connect(m_device, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_offerChosen)
            chooseDefaultOffer();
        inputChanged();
    });
    connect(m_offer, &QComboBox::activated, this, [this] { m_offerChosen = true; });
    for (QComboBox *box : {m_offer, m_pricing})
        connect(box, &QComboBox::currentIndexChanged, this, &HybridTool::inputChanged);
    connect(m_owned, &QCheckBox::toggled, this, &HybridTool::inputChanged);
    for (QDoubleSpinBox *box : {m_prototype, m_training})
        connect(box, &QDoubleSpinBox::valueChanged, this, &HybridTool::inputChanged);
    connect(m_months, &QSpinBox::valueChanged, this, &HybridTool::inputChanged);
}

void HybridTool::setSelectedDevice(const std::string &deviceId)
{
    selectId(m_device, deviceId);
}

void HybridTool::workspaceChanged(bool devicesChanged)
{
    if (devicesChanged) {
        fillDevices(m_device, [](const Device &d) {
            return d.segment != Segment::CloudOnly && d.tdpW.has_value();
        });
        fillOffers();
    }
    if (!m_offerChosen)
        chooseDefaultOffer();
    m_note->setText(viewSummary());
}

void HybridTool::fillOffers()
{
    const std::string current = currentId(m_offer);
    const DataSet &catalogue = m_workspace->data();
    std::vector<const CloudOffer *> offers;
    for (const CloudOffer &o : catalogue.cloudOffers) {
        if (o.usdPerHourOnDemand || o.usdPerHourSpot)
            offers.push_back(&o);
    }
    std::sort(offers.begin(), offers.end(), [](const CloudOffer *a, const CloudOffer *b) {
        return std::tie(a->provider, a->instance, a->id)
            < std::tie(b->provider, b->instance, b->id);
    });
    const QSignalBlocker blocker(m_offer);
    m_offer->clear();
    for (const CloudOffer *o : offers) {
        const Device *device = catalogue.device(o->acceleratorId);
        const QString accelerator = toQString(device ? device->name : o->acceleratorId);
        QString label = tr("%1 %2 · %3x %4")
                            .arg(toQString(o->provider), toQString(o->instance))
                            .arg(o->acceleratorCount)
                            .arg(accelerator);
        if (o->usdPerHourOnDemand)
            label += tr(" · %1/h").arg(toQString(formatMoney(*o->usdPerHourOnDemand, "USD", 2)));
        m_offer->addItem(label, toQString(o->id));
    }
    if (!selectId(m_offer, current) && m_offer->count() > 0)
        m_offer->setCurrentIndex(0);
}

void HybridTool::chooseDefaultOffer()
{
    const DeviceEvaluation *own = m_workspace->evaluation(currentId(m_device));
    if (!own || !own->performance)
        return;
    const auto choice = chooseComparableOffer(
        own->performance->relative,
        cloudCandidates(m_workspace->data(), m_workspace->model(), m_workspace->view(),
                        m_workspace->settings().assumptions));
    if (!choice)
        return;
    const QSignalBlocker blocker(m_offer);
    selectId(m_offer, choice->offerId);
}

void HybridTool::compute()
{
    HybridRequest request;
    request.deviceId = currentId(m_device);
    request.offerId = currentId(m_offer);
    request.spot = m_pricing->currentData().toInt() == Spot;
    request.prototypeHoursPerMonth = m_prototype->value();
    request.trainingGpuHoursPerMonth = m_training->value();
    request.months = m_months->value();
    if (m_owned->isChecked())
        request.cardPriceUsd = 0.0;
    const HybridSetup setup = m_workspace->session().hybrid(request);
    ChartSnapshot chart = snapshot();
    m_cheapest.reset();
    m_fastest.reset();
    if (setup.problem) {
        setVerdict(explain(*setup.problem), true);
        setTable({}, {}, {});
        QStringList notes;
        for (const Message &m : setup.notes)
            notes << explain(m);
        setExplanations(notes, {});
        chart.planCosts = hybridChartData(setup, {}, request.spot, m_workspace->prices().rates(),
                                          m_workspace->view().currency);
        setChart(chart);
        return;
    }
    const HybridComparison c = compareHybridPlans(setup.input);
    m_cheapest = c.cheapest;
    m_fastest = c.fastest;
    const HybridPlanCost &cheapest = c.plan(c.cheapest);
    const HybridPlanCost &fastest = c.plan(c.fastest);
    const QLocale locale;
    const auto hours = [&](double h) { return locale.toString(h, 'f', h < 10.0 ? 1 : 0); };
    setVerdict(tr("Cheapest over %1 months: %2 (%3)\nFastest final training: %4 (%5 h a month)")
                   .arg(setup.input.months)
                   .arg(translated(gpa::planName(c.cheapest)), money(cheapest.totalCostUsd), translated(gpa::planName(c.fastest)),
                        hours(fastest.finalTrainingWallClockHours)),
               false);

    std::vector<QStringList> rows;
    std::vector<RowStyle> styles;
    QStringList warnings;
    for (const HybridPlanCost &p : c.plans) {
        QString name = translated(gpa::planName(p.kind));
        if (p.kind == c.cheapest && p.kind == c.fastest)
            name = tr("%1 (cheapest, fastest)").arg(name);
        else if (p.kind == c.cheapest)
            name = tr("%1 (cheapest)").arg(name);
        else if (p.kind == c.fastest)
            name = tr("%1 (fastest)").arg(name);
        rows.push_back({name, money(p.upfrontUsd), money(p.monthlyUsd, 2), money(p.totalCostUsd),
                        tr("%1 h").arg(hours(p.finalTrainingWallClockHours)),
                        tr("%1 h").arg(hours(p.ownCardHoursPerMonth))});
        styles.push_back(p.kind == c.cheapest ? RowStyle::Strong : RowStyle::Normal);
        for (const Message &w : p.warnings)
            warnings << tr("%1: %2").arg(translated(gpa::planName(p.kind)), explain(w));
    }
    setTable({tr("Plan"), tr("Up front"), tr("Per month"), tr("Total"), tr("Final training"),
              tr("Card busy")},
             rows, styles);
    setTableCaption(tr("%1 against %2 %3; final training and card hours per month")
                        .arg(toQString(setup.device->name), toQString(setup.offer->provider),
                             toQString(setup.offer->instance)));

    QStringList lines;
    for (const Message &m : c.explanations)
        lines << explain(m);
    lines << explain(c.ownVersusCloud.explanation) << explain(c.hybridVersusCloud.explanation);
    for (const HybridPlanCost &p : c.plans)
        lines << explain(p.explanation);
    for (const Message &m : setup.notes)
        lines << explain(m);
    if (m_workspace->view().currency != "USD")
        lines << tr("Amounts in these sentences are in US dollars; the table and the chart use "
                    "%1.")
                     .arg(currency());
    setExplanations(lines, warnings);

    chart.planCosts = hybridChartData(setup, c, request.spot, m_workspace->prices().rates(),
                                      m_workspace->view().currency);
    setChart(chart);
}

} // namespace gpa::ui
