#include "memory.h"

#include "costtext.h"

#include <algorithm>
#include <cmath>

namespace gpa {

double effectiveMemoryGb(double physicalGb, Precision training, double factor16Bit)
{
    // seed §6.3: 16-bit training stretches memory by the factor (1.5).
    return training == Precision::Fp16 ? physicalGb * factor16Bit : physicalGb;
}

namespace {

Message detailFor(double memoryGb, Precision training, const MemoryRequirement &need, double factor,
                  double capacity, double required)
{
    const std::string f = compactNumber(factor);
    if (training == Precision::Fp16 && need.statedAt == Precision::Fp32)
        return {QT_TRANSLATE_NOOP("core",
                                  "With 16-bit training the card's %1 GB hold about as "
                                  "much as %2 GB at 32-bit (factor %3); the model needs "
                                  "%4 GB at 32-bit"),
                {compactNumber(memoryGb), compactNumber(capacity), f, compactNumber(need.gb)},
                "§6.3"};
    if (training == Precision::Fp32 && need.statedAt == Precision::Fp16)
        return {QT_TRANSLATE_NOOP("core",
                                  "The model's %1 GB in 16-bit training are about %2 GB "
                                  "at 32-bit (factor %3); the card has %4 GB"),
                {compactNumber(need.gb), compactNumber(required), f, compactNumber(memoryGb)},
                "§6.3"};
    if (training == Precision::Fp16)
        return {QT_TRANSLATE_NOOP("core",
                                  "The model needs %1 GB in 16-bit training; the card "
                                  "has %2 GB"),
                {compactNumber(need.gb), compactNumber(memoryGb)},
                ""};
    return {QT_TRANSLATE_NOOP("core", "The model needs %1 GB at 32-bit; the card has %2 GB"),
            {compactNumber(need.gb), compactNumber(memoryGb)},
            ""};
}

} // namespace

MemoryFit checkMemoryFit(std::optional<double> deviceMemoryGb, Precision training,
                         const MemoryRequirement &need, double factor16Bit)
{
    MemoryFit fit;
    // A need stated at 16-bit is scaled up to 32-bit terms.
    fit.requiredFp32Gb = need.statedAt == Precision::Fp16 ? need.gb * factor16Bit : need.gb;
    if (!deviceMemoryGb || !std::isfinite(*deviceMemoryGb)) {
        fit.verdict = {QT_TRANSLATE_NOOP("core",
                                         "Unknown whether it fits: the card's memory size "
                                         "is not known"),
                       {},
                       ""};
        return fit;
    }
    const double capacity = effectiveMemoryGb(*deviceMemoryGb, training, factor16Bit);
    fit.capacityFp32Gb = capacity;
    fit.headroomFp32Gb = capacity - fit.requiredFp32Gb;
    // Compare in the terms the need was stated in, so that a need of exactly
    // the card's size fits without rounding noise from the factor.
    double available = *deviceMemoryGb; // stated at 16-bit and training in 16-bit
    if (need.statedAt == Precision::Fp32)
        available = capacity;
    else if (training == Precision::Fp32)
        available = *deviceMemoryGb / factor16Bit;
    fit.fits = available >= need.gb;
    if (*fit.fits)
        fit.verdict = {QT_TRANSLATE_NOOP("core", "Fits in memory"), {}, "§3.3"};
    else
        fit.verdict = {QT_TRANSLATE_NOOP("core",
                                         "Does not fit in memory: about %1 GB short "
                                         "(in 32-bit terms)"),
                       {compactNumber(-*fit.headroomFp32Gb, 1)},
                       "§3.3"};
    fit.detail
        = detailFor(*deviceMemoryGb, training, need, factor16Bit, capacity, fit.requiredFp32Gb);
    return fit;
}

const std::vector<ModelPreset> &modelPresets()
{
    static const std::vector<ModelPreset> presets{
        {"resnet50-training", QT_TRANSLATE_NOOP("core", "ResNet-50 training (ImageNet, batch 100)"),
         11.0, 1, false,
         QT_TRANSLATE_NOOP("core",
                           "Published configuration: Lambda's PyTorch benchmark trained "
                           "ResNet-50 at 32-bit with batch 100 on 11 GB cards, the largest "
                           "batch it set for that size; an upper bound of the need"),
         "lambdal/deeplearning-benchmark (suite dlb_pytorch_v0, fp32, batch_size 100 on 11 GB "
         "cards; bundled as database/seed/benchmarks.csv)"},
        {"bert-base-finetuning",
         QT_TRANSLATE_NOOP("core", "BERT-base fine-tuning (sequence length 128, batch 32)"), 12.0,
         1, false,
         QT_TRANSLATE_NOOP("core",
                           "Published: the largest batch that fit on a 12 GB GPU at 32-bit "
                           "(TensorFlow 1.11) at this sequence length"),
         "github google-research/bert README.md, \"Out-of-memory issues\" table (Titan X 12 GB)"},
        {"bert-large-finetuning",
         QT_TRANSLATE_NOOP("core", "BERT-large fine-tuning (SQuAD, batch 8)"), 16.0, 1, false,
         QT_TRANSLATE_NOOP("core",
                           "Published configuration: Lambda's PyTorch benchmark fine-tuned "
                           "BERT-large on SQuAD at 32-bit with batch 8 on a 16 GB card; "
                           "Google reports that even batch 1 at sequence length 384 does "
                           "not fit in 12 GB"),
         "lambdal/deeplearning-benchmark (suite dlb_pytorch_v1, fp32, batch_size 8 on "
         "tesla-v100-sxm2-16gb) | github google-research/bert README.md"},
        {"transformer-xl-base",
         QT_TRANSLATE_NOOP("core", "Transformer-XL base (WikiText-103, 4 GPUs)"), 11.0, 4, false,
         QT_TRANSLATE_NOOP("core",
                           "Published: the authors' PyTorch setup needs 4 GPUs with at "
                           "least 11 GB each"),
         "github kimiyoung/transformer-xl pytorch/README.md"},
        {"gpt2-small-finetuning", QT_TRANSLATE_NOOP("core", "GPT-2 small (124M) fine-tuning"), 11.0,
         1, false,
         QT_TRANSLATE_NOOP("core", "Published minimum for training the 124M model (TensorFlow 2)"),
         "github LambdaColdStorage/gpt-tf2-keras README.md (124M: 11GB)"},
        {"kaggle-image-competition", QT_TRANSLATE_NOOP("core", "Kaggle image competition"), 12.0, 1,
         true,
         QT_TRANSLATE_NOOP("core",
                           "Estimate: Dettmers' pick for Kaggle is an 8 GB card trained in "
                           "16-bit (§7.8), which holds about as much as 12 GB at 32-bit "
                           "(8 x 1.5, §6.3)"),
         ""},
    };
    return presets;
}

const ModelPreset *findModelPreset(std::string_view id)
{
    const auto &presets = modelPresets();
    const auto it = std::find_if(presets.begin(), presets.end(),
                                 [id](const ModelPreset &p) { return p.id == id; });
    return it == presets.end() ? nullptr : &*it;
}

} // namespace gpa
