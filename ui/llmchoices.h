#pragma once

#include <QCoreApplication>

class QComboBox;

namespace gpa::ui {

// The choosers of a language-model workload that the toolbar, Plans and the
// recommendation wizard share, so that they offer the same items in the
// same words.
class LlmChoices
{
    Q_DECLARE_TR_FUNCTIONS(LlmChoices)

public:
    // Inference, LoRA, QLoRA, full fine-tuning and pretraining, each item's
    // data the LlmTask as an int.
    static void addTasks(QComboBox *combo);
};

} // namespace gpa::ui
