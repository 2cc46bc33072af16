#pragma once

#include "core/ranking.h"

#include <QToolBar>

#include <span>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QAction;

namespace gpa::ui {

// The toolbar's view selectors: workload (or a weighted mix), precision,
// reference device, price policy, currency and an "as of" date. With the
// "Large language model" workload, compact model, task, weight format and
// context choosers take the place of precision and reference (which do not
// apply to an LLM's tokens a second).
class ViewToolBar : public QToolBar
{
    Q_OBJECT

public:
    explicit ViewToolBar(QWidget *parent = nullptr);

    // The choices offered; keeps the current selection where it still exists.
    // The reference chooser lists `devices` by name and reads them where
    // they are: they must stay until the next setDevices() (the workspace's
    // devices, given again whenever they change).
    void setDevices(std::span<const Device> devices);
    void setCurrencies(const QStringList &codes);
    void setLlmModels(const std::vector<std::pair<std::string, std::string>> &idsAndNames);

    // The price policy, currency and as-of date, in a toolbar of their own
    // (owned by the window; by this tool bar when it was made without one,
    // until the window adds it), so that a narrow window can put them on a
    // second row instead of behind the extension menu.
    [[nodiscard]] QToolBar *pricesToolBar() const { return m_prices; }

    void setView(const ViewOptions &view);
    [[nodiscard]] ViewOptions view() const { return m_view; }

signals:
    void viewChanged(const gpa::ViewOptions &view);

private:
    void readWidgets();
    void editCustomMix();
    void showLlmChoosers(bool llm);
    void onLlmTaskChosen();

    QComboBox *m_workload;
    QComboBox *m_precision;
    QComboBox *m_reference;
    QComboBox *m_policy;
    QComboBox *m_currency;
    QCheckBox *m_asOfEnabled;
    QDateEdit *m_asOf;
    QComboBox *m_llmModel;
    QComboBox *m_llmTask;
    QComboBox *m_llmFormat;
    QComboBox *m_llmContext;
    QToolBar *m_prices;
    QList<QAction *> m_llmActions;      // the LLM choosers and their labels
    QList<QAction *> m_trainingActions; // precision and reference with their labels
    ViewOptions m_view;
    bool m_updating = false;
};

} // namespace gpa::ui
