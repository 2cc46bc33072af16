#pragma once

#include "core/llmplans.h"
#include "plantool.h"

#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;

namespace gpa::ui {

// A large language model to run or fine-tune: the model, the task, the
// weight format, the context and the batch; the smallest system of each
// device that holds it (core smallestLlmSystems), cheapest first, with its
// memory per device, tokens a second and their range, and what a million
// tokens cost on the owned system against the cheapest cloud offers.
class LlmTool : public PlanTool
{
    Q_OBJECT

public:
    explicit LlmTool(Workspace *workspace, QWidget *parent = nullptr);

    void setSelectedDevice(const std::string &deviceId) override;

    [[nodiscard]] QComboBox *modelBox() const { return m_model; }
    [[nodiscard]] QComboBox *taskBox() const { return m_task; }
    [[nodiscard]] QComboBox *formatBox() const { return m_format; }
    [[nodiscard]] QSpinBox *contextBox() const { return m_context; }
    [[nodiscard]] QSpinBox *batchBox() const { return m_batch; }

    // The workload the inputs describe, and the last result: the systems
    // in the table's order (devices without a system left out) and the
    // cloud offers, cheapest per million tokens first.
    [[nodiscard]] LlmWorkload workload() const;
    [[nodiscard]] const std::vector<LlmSystemOption> &systems() const { return m_systems; }
    [[nodiscard]] const std::vector<LlmCloudCost> &cloud() const { return m_cloud; }

protected:
    void compute() override;
    void workspaceChanged(bool devicesChanged) override;

private:
    void taskChosen();

    QComboBox *m_model = nullptr;
    QComboBox *m_task = nullptr;
    QComboBox *m_format = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_batch = nullptr;
    QLabel *m_note = nullptr;
    std::string m_selected; // the workspace's selected device
    std::vector<LlmSystemOption> m_systems;
    std::vector<LlmCloudCost> m_cloud;
};

} // namespace gpa::ui
