#include "exportflow.h"

#include "chartexport.h"
#include "exportchartdialog.h"
#include "ui/richtext.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QWidget>

#include <algorithm>

namespace gpa::ui {

bool InteractiveExport::run(QWidget *parent, ChartKind kind, const Writer &write)
{
    ExportChartDialog dialog(parent);
    QString folder = m_lastFolder;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    dialog.setChartSize(m_lastSize);
    dialog.setPath(QDir(folder).filePath(QStringLiteral("gpu-advisor-%1.png").arg(chartKindId(kind))));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_lastSize = dialog.chartSize();
    m_lastFolder = QFileInfo(dialog.path()).absolutePath();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto error = write(dialog.path(), dialog.chartSize(), dialog.scale());
    QApplication::restoreOverrideCursor();
    if (error) {
        QMessageBox::warning(parent, QApplication::translate("gpa::ui::ChartPanel", "Export Chart"),
                             plainAsRichText(QApplication::translate("gpa::ui::ChartPanel", "The chart was not exported: %1")
                                                 .arg(*error)));
        return false;
    }
    return true;
}

void copyChartImage(const QWidget *view, const std::function<QImage(QSize size, double scale)> &render)
{
    const QSize size = view->size().expandedTo(QSize(kMinChartSide, kMinChartSide));
    const QImage image = render(size, std::clamp(view->devicePixelRatioF(), kMinChartScale, kMaxChartScale));
    if (!image.isNull())
        QGuiApplication::clipboard()->setImage(image);
}

} // namespace gpa::ui
