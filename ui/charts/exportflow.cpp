#include "exportflow.h"

#include "chartexport.h"
#include "exportchartdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolButton>
#include <QUrl>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QWidget>

#include <algorithm>

namespace gpa::ui {

bool InteractiveExport::run(QWidget *parent, ChartKind kind, const Writer &write)
{
    ExportChartDialog dialog(parent);
    QString path = m_lastPath;
    if (path.isEmpty()) {
        QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        if (folder.isEmpty())
            folder = QDir::homePath();
        path = QDir(folder).filePath(QStringLiteral("gpu-advisor-%1.png").arg(chartKindId(kind)));
    } else {
        // The last folder and format, this chart's name.
        const QFileInfo last(path);
        path = last.dir().filePath(QStringLiteral("gpu-advisor-%1.%2").arg(chartKindId(kind), last.suffix()));
    }
    dialog.setChartSize(m_lastSize);
    dialog.setScale(m_lastScale);
    dialog.setPath(path);
    dialog.setWriter(write);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_lastSize = dialog.chartSize();
    m_lastScale = dialog.scale();
    m_lastPath = QFileInfo(dialog.path()).absoluteFilePath();
    announceExport(parent, m_lastPath);
    return true;
}

void announceExport(QWidget *parent, const QString &path)
{
    auto *window = parent ? qobject_cast<QMainWindow *>(parent->window()) : nullptr;
    if (!window)
        return;
    QStatusBar *bar = window->statusBar();
    const QString native = QDir::toNativeSeparators(path);
    bar->showMessage(QApplication::translate("gpa::ui::ChartPanel", "Chart saved to %1").arg(native), 15000);
    // One button at a time, for the latest file; it leaves with the message.
    auto *old = bar->findChild<QToolButton *>(QStringLiteral("showExportInFolder"));
    delete old;
    auto *button = new QToolButton(bar);
    button->setObjectName(QStringLiteral("showExportInFolder"));
    button->setAutoRaise(true);
    button->setText(QApplication::translate("gpa::ui::ChartPanel", "Show in folder"));
    button->setToolTip(QFileInfo(path).absolutePath());
    const QUrl folder = QUrl::fromLocalFile(QFileInfo(path).absolutePath());
    QObject::connect(button, &QToolButton::clicked, button, [folder] { QDesktopServices::openUrl(folder); });
    bar->addPermanentWidget(button);
    QObject::connect(bar, &QStatusBar::messageChanged, button, [button](const QString &message) {
        if (message.isEmpty())
            button->deleteLater();
    });
}

void copyChartImage(const QWidget *view, const std::function<QImage(QSize size, double scale)> &render)
{
    const QSize size = view->size().expandedTo(QSize(kMinChartSide, kMinChartSide));
    const QImage image = render(size, std::clamp(view->devicePixelRatioF(), kMinChartScale, kMaxChartScale));
    if (!image.isNull())
        QGuiApplication::clipboard()->setImage(image);
}

} // namespace gpa::ui
