#include "llmchoices.h"

#include "core/llmmodel.h"

#include <QComboBox>

#include <utility>

namespace gpa::ui {

void LlmChoices::addTasks(QComboBox *combo)
{
    const std::pair<LlmTask, QString> tasks[] = {{LlmTask::Inference, tr("Inference")},
                                                 {LlmTask::Lora, tr("LoRA")},
                                                 {LlmTask::Qlora, tr("QLoRA")},
                                                 {LlmTask::Full, tr("Full fine-tune")},
                                                 {LlmTask::Pretrain, tr("Pretraining")}};
    for (const auto &[task, text] : tasks)
        combo->addItem(text, static_cast<int>(task));
}

} // namespace gpa::ui
