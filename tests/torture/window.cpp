// The window as one of several programs sharing a catalogue, for the
// concurrency test:
//
//   gpa-torture-window --database PATH --edits N --base AMOUNT
//
// It opens the main window offscreen on the catalogue and enters N prices
// for the RTX 2060 through the workspace, as the table's price editor does
// (each one undoable and saved at once), reading the table in between. After
// each saved edit it prints "ack price <amount>"; the amounts are BASE + k,
// so the test can find every one of them. It exits 3 at the first refused
// edit, with the reason on stderr.
#include "database/catalogue.h"
#include "ui/mainwindow.h"
#include "ui/workspace.h"

#include <QApplication>
#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTableView>

#include <cstdio>
#include <cstdlib>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    // Before the application: its own start-up notes are not the test's business.
    QLoggingCategory::setFilterRules(QStringLiteral("gpa.*=false\ndefault.warning=false\nqt.*.warning=false"));
    QApplication application(argc, argv);
    const QStringList args = QApplication::arguments();
    QString path;
    int edits = 10;
    double base = 2000.0;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args.at(i) == QLatin1String("--database"))
            path = args.at(i + 1);
        else if (args.at(i) == QLatin1String("--edits"))
            edits = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--base"))
            base = args.at(i + 1).toDouble();
    }
    gpa::db::OpenReport report;
    auto catalogue = gpa::db::Catalogue::open(path, &report);
    if (!catalogue) {
        std::fprintf(stderr, "torture window: %s\n", catalogue.message().c_str());
        return 3;
    }
    gpa::ui::MainWindow window(std::move(catalogue).value(), report);
    window.show();
    QString refused;
    QObject::connect(window.workspace(), &gpa::ui::Workspace::editFailed,
                     [&refused](const QString &reason) { refused = reason; });
    for (int k = 0; k < edits; ++k) {
        const double amount = base + k;
        if (!window.workspace()->setPrice("rtx-2060", amount)) {
            std::fprintf(stderr, "torture window: edit %d refused: %s\n", k, qPrintable(refused));
            return 3;
        }
        std::printf("ack price %.2f\n", amount);
        std::fflush(stdout);
        // The table repaints between edits, as it would for a user.
        window.deviceView()->viewport()->repaint();
        QCoreApplication::processEvents();
    }
    return 0;
}
