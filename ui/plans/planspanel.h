#pragma once

#include <QWidget>

#include <string>

class QTabWidget;

namespace gpa::ui {

class HybridTool;
class LlmTool;
class PlanTool;
class SystemTool;
class UpgradeTool;
class Workspace;

// The Plans view: upgrade advice, multi-GPU systems, hybrid own-card /
// cloud plans and systems for a large language model, each a tool of its own, fed by the workspace's view,
// settings and selection.
class PlansPanel : public QWidget
{
    Q_OBJECT

public:
    enum Tool { Upgrade, System, Hybrid, Llm };

    explicit PlansPanel(Workspace *workspace, QWidget *parent = nullptr);

    [[nodiscard]] UpgradeTool *upgradeTool() const { return m_upgrade; }
    [[nodiscard]] SystemTool *systemTool() const { return m_system; }
    [[nodiscard]] HybridTool *hybridTool() const { return m_hybrid; }
    [[nodiscard]] LlmTool *llmTool() const { return m_llm; }
    [[nodiscard]] PlanTool *currentTool() const;
    void showTool(Tool tool);

    // The device selected in the workspace fills in each tool's device.
    void setSelectedDevice(const std::string &deviceId);

private:
    QTabWidget *m_tabs = nullptr;
    UpgradeTool *m_upgrade = nullptr;
    SystemTool *m_system = nullptr;
    HybridTool *m_hybrid = nullptr;
    LlmTool *m_llm = nullptr;
};

} // namespace gpa::ui
