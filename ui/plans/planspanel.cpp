#include "planspanel.h"

#include "hybridtool.h"
#include "llmtool.h"
#include "systemtool.h"
#include "upgradetool.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace gpa::ui {

PlansPanel::PlansPanel(Workspace *workspace, QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_upgrade(new UpgradeTool(workspace, this))
    , m_system(new SystemTool(workspace, this))
    , m_hybrid(new HybridTool(workspace, this))
    , m_llm(new LlmTool(workspace, this))
{
    m_tabs->setAccessibleName(tr("Plans"));
    m_tabs->addTab(m_upgrade, tr("Upgrade your card"));
    m_tabs->setTabToolTip(Upgrade,
                          tr("Is a new card worth it over the one you own? (Dettmers 2019, §7.5)"));
    m_tabs->addTab(m_system, tr("Multi-GPU system"));
    m_tabs->setTabToolTip(System,
                          tr("Several cards in one or more machines; two systems compared "
                             "as the host machine's price varies (Dettmers 2019, §4.5c)"));
    m_tabs->addTab(m_hybrid, tr("Own card or cloud"));
    m_tabs->setTabToolTip(Hybrid,
                          tr("Prototype on your card, train the final model in the cloud "
                             "(Dettmers 2019, §7.6)"));
    m_tabs->addTab(m_llm, tr("Language model"));
    m_tabs->setTabToolTip(Llm, tr("The smallest system that holds a large language model for "
                                  "inference or fine-tuning, its speed and its cost per million tokens"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_tabs);
}

PlanTool *PlansPanel::currentTool() const
{
    return qobject_cast<PlanTool *>(m_tabs->currentWidget());
}

void PlansPanel::showTool(Tool tool)
{
    m_tabs->setCurrentIndex(tool);
}

void PlansPanel::setSelectedDevice(const std::string &deviceId)
{
    for (PlanTool *tool : {static_cast<PlanTool *>(m_upgrade), static_cast<PlanTool *>(m_system),
                           static_cast<PlanTool *>(m_hybrid), static_cast<PlanTool *>(m_llm)})
        tool->setSelectedDevice(deviceId);
}

} // namespace gpa::ui
