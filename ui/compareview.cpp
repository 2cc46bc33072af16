#include "compareview.h"

#include "workspace.h"

#include "core/compare.h"
#include "core/device.h"
#include "core/llmmodel.h"
#include "core/session.h"
#include "database/qtconvert.h"
#include "ui/windowsizing.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImageWriter>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpa::ui {

namespace {

QString sectionTitle(const std::string &section)
{
    if (section == "specifications")
        return CompareView::tr("Specifications");
    if (section == "performance")
        return CompareView::tr("Performance");
    if (section == "price")
        return CompareView::tr("Price");
    if (section == "memory_fit")
        return CompareView::tr("Memory fit");
    if (section == "power")
        return CompareView::tr("Power");
    if (section == "support")
        return CompareView::tr("Software support");
    return toQString(section);
}

// A colour between two others, for tints that follow the palette (light or
// dark theme).
QColor blend(const QColor &a, const QColor &b, float share)
{
    const auto mix = [share](float x, float y) { return x * (1.0F - share) + y * share; };
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()), mix(a.blueF(), b.blueF()));
}

} // namespace

CompareView::CompareView(Workspace *workspace, const std::vector<std::string> &deviceIds, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_deviceIds(deviceIds)
    , m_title(new QLabel(this))
    , m_model(new QComboBox(this))
    , m_weights(new QComboBox(this))
    , m_differencesOnly(new QCheckBox(tr("Only &differences"), this))
    , m_table(new QTableWidget(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Compare devices"));
    setObjectName(QStringLiteral("compareView"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);

    for (const LlmModel &model : workspace->data().llmModels)
        m_model->addItem(toQString(model.name), toQString(model.id));
    m_model->setAccessibleName(tr("Language model"));
    m_model->setToolTip(tr("The model whose memory fit is compared"));
    m_model->setCurrentIndex(std::max(0, m_model->findData(toQString(CompareOptions{}.llmModelId))));
    for (const WeightFormat &format : weightFormats())
        m_weights->addItem(toQString(format.id), toQString(format.id));
    m_weights->setAccessibleName(tr("Weight format"));
    m_weights->setCurrentIndex(std::max(0, m_weights->findData(toQString(CompareOptions{}.weights))));
    auto *modelLabel = new QLabel(tr("Memory fit &for:"), this);
    modelLabel->setBuddy(m_model);
    auto *choices = new QHBoxLayout;
    choices->addWidget(modelLabel);
    choices->addWidget(m_model);
    choices->addWidget(m_weights);
    choices->addSpacing(12);
    choices->addWidget(m_differencesOnly);
    choices->addStretch(1);

    m_table->setAccessibleName(tr("Comparison"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *exportButton = buttons->addButton(tr("&Export PNG…"), QDialogButtonBox::ActionRole);
    connect(exportButton, &QPushButton::clicked, this, &CompareView::exportWithDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(choices);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (m_historyRow >= 0 && m_historyRow < m_table->rowCount())
            m_table->resizeRowToContents(m_historyRow);
    });
    connect(m_model, &QComboBox::currentIndexChanged, this, &CompareView::rebuild);
    connect(m_weights, &QComboBox::currentIndexChanged, this, &CompareView::rebuild);
    connect(m_differencesOnly, &QCheckBox::toggled, this, &CompareView::rebuild);
    // Prices, view and devices change the figures.
    connect(workspace, &Workspace::evaluationsChanged, this, &CompareView::rebuild);
    connect(workspace, &Workspace::evaluationChanged, this, &CompareView::rebuild);
    connect(workspace, &Workspace::devicesReset, this, &CompareView::rebuild);
    rebuild();
    resizeToFitScreen(
        this, QSize(260 + 200 * static_cast<int>(deviceIds.size()), 640).boundedTo(QSize(1000, 680)));
}

int CompareView::rowOf(const std::string &key) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *label = m_table->item(row, 0);
        if (label && label->data(RowKeyRole).toString().toStdString() == key)
            return row;
    }
    return -1;
}

void CompareView::rebuild()
{
    CompareOptions options;
    if (m_model->currentIndex() >= 0)
        options.llmModelId = m_model->currentData().toString().toStdString();
    if (m_weights->currentIndex() >= 0)
        options.weights = m_weights->currentData().toString().toStdString();
    const auto comparison = compareDevices(m_workspace->session(), m_deviceIds, options);
    m_table->clear();
    m_table->setRowCount(0);
    if (!comparison) {
        m_problem->setText(toQString(comparison.message()));
        m_problem->show();
        m_table->setColumnCount(0);
        return;
    }
    m_problem->hide();
    const DeviceComparison &c = *comparison;
    const int columns = static_cast<int>(c.devices.size()) + 1;
    m_table->setColumnCount(columns);
    QStringList headers{QString()};
    QStringList names;
    for (const Device *d : c.devices) {
        headers.append(toQString(d->name));
        names.append(toQString(d->name));
    }
    m_table->setHorizontalHeaderLabels(headers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    const ViewOptions &view = m_workspace->view();
    m_title->setText(tr("%1 — as of %2").arg(names.join(tr(" vs "))).arg(
        view.asOfDay ? toQString(isoDateFromDayNumber(*view.asOfDay)) : QDate::currentDate().toString(Qt::ISODate)));

    // Prices in the display currency, as the table and the details pane show them.
    const std::string currency = view.currency;
    const double usdPerUnit = m_workspace->usdPerDisplayUnit();
    const auto money = [&](double usd) { return toQString(formatMoney(usd / usdPerUnit, currency)); };

    const QPalette palette = m_table->palette();
    const QColor bestTint = blend(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.28F);
    const QColor sectionTint = blend(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.08F);
    const QLocale locale;
    const auto addSection = [&](const QString &title) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *item = new QTableWidgetItem(title);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        item->setBackground(sectionTint);
        m_table->setItem(row, 0, item);
        m_table->setSpan(row, 0, 1, columns);
    };

    std::string section;
    for (const ComparisonRow &r : c.rows) {
        if (m_differencesOnly->isChecked() && !r.differs)
            continue;
        if (r.section != section) {
            section = r.section;
            addSection(sectionTitle(section));
        }
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const bool isPrice = r.key == "price_usd";
        QString label = translated(r.label);
        const QString unit = isPrice ? toQString(currency) : toQString(r.unit);
        if (!unit.isEmpty())
            label += QStringLiteral(" (%1)").arg(unit);
        auto *labelItem = new QTableWidgetItem(label);
        labelItem->setData(RowKeyRole, toQString(r.key));
        labelItem->setData(DiffersRole, r.differs);
        if (r.differs) {
            QFont font = labelItem->font();
            font.setBold(true);
            labelItem->setFont(font);
            labelItem->setToolTip(tr("The devices differ here"));
        }
        m_table->setItem(row, 0, labelItem);
        for (std::size_t i = 0; i < r.values.size(); ++i) {
            const ComparedValue &v = r.values[i];
            QString text;
            if (v.number) {
                if (isPrice)
                    text = money(*v.number);
                else if (r.key == "release_year")
                    text = QString::number(qRound(*v.number)); // a year, not a quantity: no "2,025"
                else
                    text = locale.toString(*v.number, 'f', r.decimals);
                // An estimate is marked as the device table marks it, with
                // its range when it has one.
                if (v.estimated)
                    text = QStringLiteral("≈ ") + text;
                if (v.estimated && v.low && v.high)
                    text += QStringLiteral(" (%1–%2)").arg(locale.toString(*v.low, 'f', r.decimals),
                                                          locale.toString(*v.high, 'f', r.decimals));
            } else if (!v.text.empty()) {
                text = toQString(v.text);
            } else {
                text = tr("unknown");
            }
            auto *cell = new QTableWidgetItem(text);
            cell->setTextAlignment((v.number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
            const bool best = r.best == i;
            cell->setData(BestRole, best);
            if (best) {
                QFont font = cell->font();
                font.setBold(true);
                cell->setFont(font);
                cell->setBackground(bestTint);
                cell->setToolTip(tr("Best of the compared devices"));
            }
            m_table->setItem(row, static_cast<int>(i) + 1, cell);
        }
    }

    // The price history: the latest quotes of each device, newest first.
    addSection(tr("Price history"));
    const int historyRow = m_table->rowCount();
    m_table->insertRow(historyRow);
    auto *historyLabel = new QTableWidgetItem(tr("Quotes (latest six)"));
    historyLabel->setData(RowKeyRole, QStringLiteral("price_history"));
    m_table->setItem(historyRow, 0, historyLabel);
    for (std::size_t i = 0; i < c.priceHistory.size(); ++i) {
        QStringList lines;
        const auto &history = c.priceHistory[i];
        for (auto it = history.rbegin(); it != history.rend() && lines.size() < 6; ++it)
            lines.append(QStringLiteral("%1  %2 (%3)").arg(toQString(it->date), money(it->usd), toQString(it->kind)));
        auto *cell = new QTableWidgetItem(lines.isEmpty() ? tr("none in the catalogue") : lines.join(QLatin1Char('\n')));
        cell->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        m_table->setItem(historyRow, static_cast<int>(i) + 1, cell);
    }
    if (!c.llmModelId.empty()) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *note = new QTableWidgetItem(
            tr("Memory fit: %1 at %2 for inference with 4,096 tokens of context needs %3 GiB on one device")
                .arg(m_model->currentText(), toQString(c.weights), locale.toString(c.llmNeedGiB, 'f', 1)));
        m_table->setItem(row, 0, note);
        m_table->setSpan(row, 0, 1, columns);
    }
    // One line a row; the history's cells have a line a quote (and wrap
    // in narrow columns: sized again when the columns change).
    m_historyRow = historyRow;
    m_table->resizeRowToContents(historyRow);
}

QImage CompareView::render() const
{
    // The whole table, however much of it the window shows.
    const QSize shown = m_table->size();
    const int width = std::max(shown.width(), 700);
    m_table->verticalScrollBar()->setValue(0);
    m_table->resize(width, shown.height()); // the columns (and the history's height) follow the width
    m_table->doItemsLayout();
    if (m_historyRow >= 0 && m_historyRow < m_table->rowCount())
        m_table->resizeRowToContents(m_historyRow);
    int height = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    for (int row = 0; row < m_table->rowCount(); ++row)
        height += m_table->rowHeight(row);
    m_table->resize(width, height);
    const QPixmap table = m_table->grab();
    m_table->resize(shown);

    const int margin = 12;
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    const QFontMetrics metrics(titleFont);
    const int titleHeight = metrics.height() + margin;
    const qreal ratio = table.devicePixelRatio();
    QImage image(QSize(width + 2 * margin, height + titleHeight + 2 * margin) * ratio, QImage::Format_ARGB32);
    image.setDevicePixelRatio(ratio);
    image.fill(m_table->palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setFont(titleFont);
    painter.setPen(m_table->palette().color(QPalette::WindowText));
    painter.drawText(QRect(margin, margin, width, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     metrics.elidedText(m_title->text(), Qt::ElideRight, width));
    painter.drawPixmap(QPoint(margin, margin + titleHeight), table);
    return image;
}

std::optional<QString> CompareView::exportPng(const QString &path) const
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return tr("Cannot create the folder %1").arg(QDir::toNativeSeparators(info.absolutePath()));
    QImageWriter writer(path, "png");
    if (!writer.write(render()))
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), writer.errorString());
    return std::nullopt;
}

void CompareView::exportWithDialog()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString suggested = QDir(folder).filePath(QStringLiteral("compare-%1.png")
                                                        .arg(toQString(m_deviceIds.empty() ? std::string() : m_deviceIds.front())));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export comparison"), suggested, tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    if (const auto problem = exportPng(path)) {
        m_problem->setText(*problem);
        m_problem->show();
        return;
    }
    m_problem->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    m_problem->show();
}

} // namespace gpa::ui
