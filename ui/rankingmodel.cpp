#include "rankingmodel.h"

#include "pricetext.h"
#include "richtext.h"
#include "workspace.h"

#include "database/qtconvert.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QPalette>
#include <QStyle>

namespace gpa::ui {

namespace {

// Prefix of an estimated figure (performance, its performance per price, a
// language model's speed), so that it reads differently from a measured one
// without colour or a face of its own.
const QString kEstimateMarker = QStringLiteral("≈ ");

// The marker for a figure made from the device's performance figure: an
// estimate's, else none.
QString estimateMark(const DeviceEvaluation &e)
{
    return e.performanceEstimated() ? kEstimateMarker : QString();
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QVariant optionalNumber(const std::optional<double> &value, int decimals)
{
    if (!value)
        return QStringLiteral("—");
    return number(*value, decimals);
}

bool isNumeric(int column)
{
    return column >= RankingModel::Memory;
}

} // namespace

RankingModel::RankingModel(Workspace *workspace, QObject *parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace)
{
    connect(workspace, &Workspace::evaluationsChanged, this, &RankingModel::onEvaluationsChanged);
    connect(workspace, &Workspace::devicesReset, this, &RankingModel::onDevicesReset);
    connect(workspace, &Workspace::evaluationChanged, this, [this](int row) {
        if (m_keyColumn >= 0 && row >= 0 && static_cast<std::size_t>(row) < m_keys.size())
            m_keys[static_cast<std::size_t>(row)] = computeNumberKey(row, m_keyColumn);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    resetRows();
}

void RankingModel::resetRows()
{
    m_rowCount = static_cast<int>(m_workspace->evaluations().size());
    m_textKeys.clear();
    m_textKeys.shrink_to_fit();
}

void RankingModel::fillNumberKeys(int column) const
{
    const int rows = rowCount();
    m_keys.resize(static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r)
        m_keys[static_cast<std::size_t>(r)] = computeNumberKey(r, column);
    m_keyColumn = column;
}

std::optional<double> RankingModel::computeNumberKey(int row, int column) const
{
    const DeviceEvaluation &e = evaluation(row);
    const Device &d = *e.device;
    switch (column) {
    case Memory:
        return d.memoryGb;
    case EffectiveMemory:
        return e.effectiveMemoryGb;
    case Bandwidth:
        return d.memoryBandwidthGbs;
    case TensorTflops:
        return d.tensorFp16TflopsDense;
    case Relative:
        return e.performance ? std::optional<double>(e.performance->relative) : std::nullopt;
    case Price:
        return e.price.usd;
    case PerDollar:
        return e.performancePerDollar;
    case Tdp:
        return d.tdpW;
    case ReleaseYear:
        return d.releaseYear ? std::optional<double>(*d.releaseYear) : std::nullopt;
    case LlmTokensPerS:
        return e.llm && e.llm->ranked() ? e.llm->speed.tokensPerS : std::nullopt;
    case LlmPerThousand:
        return e.llmPerThousandInCurrency();
    default:
        return std::nullopt;
    }
}

const QString &RankingModel::textKey(int row, int column) const
{
    if (m_textKeys.empty() && m_rowCount > 0) {
        // Made on the first sort by name or vendor after the rows changed.
        m_textKeys.reserve(static_cast<std::size_t>(m_rowCount));
        for (const DeviceEvaluation &e : m_workspace->evaluations())
            m_textKeys.emplace_back(toQString(e.device->name).toLower(), toQString(e.device->vendor).toLower());
    }
    const auto &keys = m_textKeys.at(static_cast<size_t>(row));
    return column == Vendor ? keys.second : keys.first;
}

void RankingModel::onEvaluationsChanged()
{
    forgetNumberKeys();
    if (rowCount() == 0)
        return;
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); // currency in the titles
}

void RankingModel::onDevicesReset()
{
    beginResetModel();
    forgetNumberKeys();
    resetRows();
    endResetModel();
}

const DeviceEvaluation &RankingModel::evaluation(int row) const
{
    return m_workspace->evaluations().at(static_cast<size_t>(row));
}

int RankingModel::rowOf(const std::string &deviceId) const
{
    const auto &all = m_workspace->evaluations();
    for (size_t i = 0; i < all.size(); ++i) {
        if (all[i].device->id == deviceId)
            return static_cast<int>(i);
    }
    return -1;
}

QModelIndex RankingModel::index(int row, int column, const QModelIndex &parent) const
{
    // QAbstractTableModel's own asks rowCount() and columnCount() through
    // virtual calls; a sort asks for two indexes per comparison.
    if (parent.isValid() || row < 0 || column < 0 || row >= m_rowCount || column >= ColumnCount)
        return {};
    return createIndex(row, column);
}

int RankingModel::rowCount(const QModelIndex &parent) const
{
    // Counted whenever the rows change (onDevicesReset): a sort asks for the
    // count twice per comparison, and the evaluations would first check
    // whether anything is stale.
    return parent.isValid() ? 0 : m_rowCount;
}

int RankingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RankingModel::supportMark(const DeviceEvaluation &e) const
{
    switch (e.supportStatus) {
    case SupportStatus::Ended:
        return tr("support ended");
    case SupportStatus::Ending:
        return tr("support ending");
    default:
        return {};
    }
}

QVariant RankingModel::display(const DeviceEvaluation &e, int column) const
{
    const Device &d = *e.device;
    switch (column) {
    case Name:
        // The user's own devices and changed bundled ones are marked.
        if (d.origin != Origin::Bundled)
            return toQString(d.name) + QStringLiteral(" ✎");
        return toQString(d.name);
    case Vendor:
        return toQString(d.vendor);
    case Memory:
        return optionalNumber(d.memoryGb, d.memoryGb && *d.memoryGb < 10 && *d.memoryGb != std::floor(*d.memoryGb) ? 1 : 0);
    case EffectiveMemory:
        return optionalNumber(e.effectiveMemoryGb, 1);
    case Bandwidth:
        return optionalNumber(d.memoryBandwidthGbs, 0);
    case TensorTflops:
        if (!d.tensorFp16TflopsDense)
            return d.tensorCores == false ? tr("none") : QStringLiteral("—");
        return number(*d.tensorFp16TflopsDense, 1);
    case Relative:
        if (!e.performance)
            return QStringLiteral("—");
    {
        // The 80% range beside the central value, readable without a tooltip.
        const QString text = estimateMark(e) + number(e.performance->relative, 2);
        const QString range = PriceText::range(figureRange(*e.performance), 2);
        return range.isEmpty() ? text : text + QLatin1Char(' ') + range;
    }
    case Price:
        if (!e.priceInCurrency)
            return QStringLiteral("—");
        return PriceText::cell(toQString(formatMoney(*e.priceInCurrency, m_workspace->view().currency)), e.price);
    case PerDollar:
        if (const auto perThousand = e.perThousandInCurrency()) {
            // Estimated as its performance is, and marked as that column marks it.
            const QString text = estimateMark(e) + number(*perThousand, 3);
            const QString range = PriceText::range(e.perThousandRange(), 2);
            return range.isEmpty() ? text : text + QLatin1Char(' ') + range;
        }
        return QStringLiteral("—");
    case Tdp:
        return optionalNumber(d.tdpW, 0);
    case ReleaseYear:
        return d.releaseYear ? QVariant(QString::number(*d.releaseYear)) : QVariant(QStringLiteral("—"));
    case LlmTokensPerS:
        if (!e.llm)
            return QStringLiteral("—");
        if (!e.llm->ranked())
            return !e.llm->supported ? tr("not supported") : e.llm->fits == false ? tr("does not fit") : QStringLiteral("—");
        return kEstimateMarker + number(*e.llm->speed.tokensPerS, *e.llm->speed.tokensPerS < 10 ? 2 : 1);
    case LlmPerThousand:
        if (const auto perThousand = e.llmPerThousandInCurrency())
            return number(*perThousand, *perThousand < 10 ? 2 : 1);
        return QStringLiteral("—");
    default:
        return {};
    }
}

QString RankingModel::llmToolTip(const DeviceEvaluation &e) const
{
    const LlmEvaluation &llm = *e.llm;
    QString tip = translated(llm.verdict).toHtmlEscaped();
    if (llm.supported && llm.fits == false) {
        tip += QStringLiteral("<br>")
               + (llm.smallestCount ? tr("The smallest system of this device that holds it: %n device(s)", nullptr,
                                         *llm.smallestCount)
                                    : tr("No system of up to %1 of this device holds it").arg(kLlmMaxCount));
    }
    if (llm.ranked()) {
        tip += QStringLiteral("<br>")
               + tr("<b>Estimated</b>: %1 tokens/s ±%2% (leave-one-device-out over the bundled LLM "
                    "measurements), %3 GiB per device")
                     .arg(number(*llm.speed.tokensPerS, 1))
                     .arg(qRound(llm.speed.uncertainty * 100))
                     .arg(number(llm.perDeviceGiB, 1));
    }
    return tip;
}

QVariant RankingModel::sortValue(int row, int column) const
{
    if (isTextColumn(column))
        return textKey(row, column);
    // One cell: no need to fill the sort's column of keys.
    const std::optional<double> key = computeNumberKey(row, column);
    return key ? QVariant(*key) : QVariant();
}

QString RankingModel::toolTip(int row, int column) const
{
    const DeviceEvaluation &e = evaluation(row);
    const Device &d = *e.device;
    switch (column) {
    case Name: {
        QString tip;
        if (d.id == m_workspace->view().referenceId)
            tip = plainAsRichText(tr("%1 (%2): the reference device, 1.0 by definition").arg(toQString(d.name), toQString(d.id)));
        else if (d.origin == Origin::User)
            tip = plainAsRichText(tr("%1 (%2): your own device").arg(toQString(d.name), toQString(d.id)));
        else if (d.origin == Origin::Modified)
            tip = plainAsRichText(tr("%1 (%2): changed by you; Revert in the details restores the bundled values")
                                      .arg(toQString(d.name), toQString(d.id)));
        else
            tip = plainAsRichText(QStringLiteral("%1 (%2)").arg(toQString(d.name), toQString(d.id)));
        // Support ended or ending: the mark's meaning and the last release.
        if (!supportMark(e).isEmpty()) {
            tip += QStringLiteral("<br><b>") + supportMark(e).toHtmlEscaped() + QStringLiteral("</b>");
            if (const SupportVerdict support = e.support(); support.explanation)
                tip += QStringLiteral(": ") + translated(*support.explanation).toHtmlEscaped();
        }
        return tip;
    }
    case Relative: {
        if (!e.performance) {
            return plainAsRichText(e.performanceUnavailable ? translated(*e.performanceUnavailable)
                                                            : tr("No performance figure for this device"));
        }
        QString tip = e.performance->provenance == Provenance::Measured
                          ? tr("<b>Measured</b>: %1 times the reference").arg(number(e.performance->relative, 3))
                          : tr("<b>Estimated</b> from the spec sheet: %1 times the reference, ±%2% "
                               "(leave-one-device-out cross-validation)")
                                .arg(number(e.performance->relative, 3))
                                .arg(qRound(e.performance->uncertainty * 100));
        tip += QStringLiteral("<ul>");
        const ViewOptions &view = m_workspace->view();
        const auto detailed = relativeWithMaturity(m_workspace->model(), &d, m_workspace->device(view.referenceId), d.id,
                                                   view.mix, view.precision, view.referenceId,
                                                   m_workspace->settings().assumptions.softwareMaturity);
        for (const Message &line : detailed ? detailed->basis : std::vector<Message>{})
            tip += QStringLiteral("<li>") + translated(line).toHtmlEscaped() + QStringLiteral("</li>");
        tip += QStringLiteral("</ul>");
        return tip;
    }
    case Price: {
        if (!e.price.usd)
            return tr("No price under this policy and date. Double-click or press F2 to enter one.");
        // Formatted here, when someone looks, not with every evaluation.
        QString tip = PriceText::toolTip(e.price);
        tip += QStringLiteral("<br><i>") + tr("Double-click or press F2 to enter the price you see.") + QStringLiteral("</i>");
        return tip;
    }
    case PerDollar: {
        QString tip = tr("Relative performance per 1,000 units of the display currency");
        if (const auto range = e.perThousandRange()) {
            tip += QStringLiteral("<br>")
                   + (range->lowerBound ? tr("At least %1: the performance figure is a lower bound")
                                              .arg(number(range->low, 3))
                                        : tr("80% range %1 to %2, from the performance estimate's range")
                                              .arg(number(range->low, 3), number(range->high, 3)));
        }
        return tip;
    }
    case LlmTokensPerS:
    case LlmPerThousand:
        if (!e.llm)
            return tr("Choose the workload \"Large language model\" in the toolbar");
        return llmToolTip(e);
    case EffectiveMemory:
        return m_workspace->view().precision == Precision::Fp16
                   ? tr("With 16-bit training, memory goes about %1 times as far (Dettmers 2019, §6.3)")
                         .arg(number(m_workspace->settings().assumptions.memoryFactor16Bit, 1))
                   : tr("At 32-bit precision the memory is used as it is");
    default:
        // A device the view's LLM does not fit or run on says why everywhere.
        if (e.llm && !e.llm->ranked())
            return llmToolTip(e);
        if (isNumeric(column) && !numberKey(row, column))
            return tr("Unknown: not in the reference data");
        return {};
    }
}

QVariant RankingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DeviceEvaluation &e = evaluation(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(e, column);
    case Qt::EditRole:
        if (column == Price)
            return e.priceInCurrency ? QVariant(*e.priceInCurrency) : QVariant();
        return display(e, column);
    case SortRole:
        return sortValue(index.row(), column);
    case DeviceIdRole:
        return toQString(e.device->id);
    case EstimatedRole:
        return e.performanceEstimated();
    case LlmUnrankedRole:
        return e.llm && !e.llm->ranked();
    case SupportRole:
        return supportMark(e).isEmpty() ? QString()
                                        : QString::fromLatin1(toString(e.supportStatus).data());
    case Qt::DecorationRole:
        // The support mark: a warning for an announced end, a stop for an
        // ended one; the name's tooltip names the last release.
        if (column == Name && !e.fitForNewPurchase()) {
            if (QStyle *style = QApplication::style(); style != m_markStyle) {
                m_endingMark = style->standardIcon(QStyle::SP_MessageBoxWarning);
                m_endedMark = style->standardIcon(QStyle::SP_MessageBoxCritical);
                m_markStyle = style;
            }
            return e.supportStatus == SupportStatus::Ended ? m_endedMark : m_endingMark;
        }
        return {};
    case Qt::ToolTipRole:
        return toolTip(index.row(), column);
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::FontRole: {
        // The reference device's name in bold. Estimates carry their mark
        // (kEstimateMarker) in the window's own face: a face of their own
        // (italics) cost the window's start a font and its glyphs.
        if (column != Name || e.device->id != m_workspace->view().referenceId)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::ForegroundRole:
        // Greyed: the view's LLM does not fit or run on this device.
        if ((e.llm && !e.llm->ranked()) || (isNumeric(column) && !numberKey(index.row(), column)))
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        // A price older than the freshness window is greyed, with its age.
        if (column == Price && e.price.olderThanWindow)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::AccessibleTextRole:
        if (column == Name && !supportMark(e).isEmpty())
            return display(e, column).toString() + QStringLiteral(", ") + supportMark(e);
        if (column == Relative && e.performance)
            return (e.performance->provenance == Provenance::Estimated ? tr("estimated") : tr("measured"))
                   + QLatin1Char(' ') + number(e.performance->relative, 2);
        if (column == Price && e.price.usd)
            return display(e, column).toString() + QStringLiteral(", ") + PriceText::pricedFrom(e.price);
        return display(e, column);
    default:
        return {};
    }
}

QVariant RankingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString currency = toQString(m_workspace->view().currency);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case EffectiveMemory:
            return tr("Memory as it behaves with the chosen precision: 16-bit training stretches it by the "
                      "factor in Preferences (Dettmers 2019, §6.3)");
        case Relative:
            return tr("Training throughput relative to the reference device (1.0). ≈ marks "
                      "estimates from the spec sheet; (low–high) is their 80% range, (≥ x) a lower bound");
        case PerDollar:
            return tr("Relative performance per 1,000 %1 of price: Dettmers' performance per cost (§4.4)")
                .arg(currency);
        case Bandwidth:
            return tr("Memory bandwidth in GB/s: what recurrent networks need most (Dettmers 2019, §3.2)");
        case TensorTflops:
            return tr("Dense 16-bit tensor-core throughput: what convnets and Transformers need most (Dettmers 2019, §3.1)");
        case Price:
            return tr("Price in %1 under the chosen policy and date; editable. A mark says what kind of "
                      "price it is (MSRP, used, list, share); greyed with its age (2y) when older than the "
                      "freshness window")
                .arg(currency);
        case LlmTokensPerS:
            return tr("The language model's tokens a second: generated (inference) or trained, of all the "
                      "devices of the workload");
        case LlmPerThousand:
            return tr("Tokens a second per 1,000 %1 of the devices' price").arg(currency);
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Vendor:
        return tr("Vendor");
    case Memory:
        return tr("Memory GB");
    case EffectiveMemory:
        return tr("Eff. memory GB");
    case Bandwidth:
        return tr("GB/s");
    case TensorTflops:
        return tr("Tensor TFLOPS");
    case Relative:
        return tr("Performance");
    case Price:
        return tr("Price %1").arg(currency);
    case PerDollar:
        return tr("Perf. / 1000 %1").arg(currency);
    case Tdp:
        return tr("TDP (W)");
    case ReleaseYear:
        return tr("Year");
    case LlmTokensPerS:
        return tr("Tokens/s");
    case LlmPerThousand:
        return tr("Tok/s / 1000 %1").arg(currency);
    default:
        return {};
    }
}

Qt::ItemFlags RankingModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Price && !m_workspace->isReadOnly())
        f |= Qt::ItemIsEditable;
    return f;
}

bool RankingModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != Price
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    bool ok = false;
    const double amount = value.toDouble(&ok);
    if (!ok)
        return false;
    // The workspace re-evaluates and emits evaluationsChanged, which updates
    // every figure that depends on the price (the row, and the sort order).
    return m_workspace->setPrice(evaluation(index.row()).device->id, amount);
}

QString RankingModel::toTsv(const QList<int> &rows) const
{
    QStringList lines;
    QStringList header;
    for (int c = 0; c < ColumnCount; ++c)
        header.append(headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    lines.append(header.join(QLatin1Char('\t')));
    for (const int row : rows) {
        QStringList cells;
        const DeviceEvaluation &e = evaluation(row);
        for (int c = 0; c < ColumnCount; ++c) {
            // Numbers as plain numbers (a spreadsheet reads them), the price in
            // the display currency as the header says; unknown values empty.
            if (c == Price) {
                cells.append(e.priceInCurrency ? QString::number(*e.priceInCurrency, 'f', 2) : QString());
            } else if (c == LlmTokensPerS && e.llm && !e.llm->ranked()) {
                cells.append(QString());
            } else if (c == PerDollar) {
                const auto perThousand = e.perThousandInCurrency();
                cells.append(perThousand ? QString::number(*perThousand, 'g', 6) : QString());
            } else if (isNumeric(c)) {
                const std::optional<double> v = numberKey(row, c);
                cells.append(v ? QString::number(*v, 'g', 6) : QString());
            } else {
                cells.append(display(e, c).toString().replace(QLatin1Char('\t'), QLatin1Char(' ')));
            }
        }
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace gpa::ui
