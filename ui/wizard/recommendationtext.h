#pragma once

#include "core/dataset.h"
#include "core/recommender.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace gpa::ui {

// The recommendation in the user's language, as the results page shows it
// and the report prints it: one place for the wording, so that what a
// colleague reads is what the user saw.
class RecommendationText
{
    Q_DECLARE_TR_FUNCTIONS(gpa::ui::RecommendationText)

public:
    // A core sentence translated, with its seed rule: "… (seed §4.4)".
    static QString cited(const Message &message);
    // "the budget", "memory", "tensor cores", ...
    static QString constraintName(Constraint constraint);
    // "the budget and memory": the names joined for a sentence.
    static QString constraintList(const std::vector<Constraint> &constraints);
    // The score as the objective reads it: "1.23 per $1,000" or "0.85x the GeForce RTX 2080 Ti".
    static QString score(const Pick &pick, Objective objective, const QString &referenceName);
    // A price in the inputs' currency (USD when no rate is known).
    static QString money(std::optional<double> local, double usd, const std::string &currency);

    // The answers as label and value pairs, in the order of the wizard's
    // pages; the as-of date last unless left out.
    static QList<QPair<QString, QString>> inputRows(const RecommendationInputs &inputs,
                                                    bool withDate = true);

    // The HTML of the result (no <html> or <body>): what bound the choice,
    // the picks with score, reasons and warnings, the unmet sentence and the
    // nearest options, the cloud alternative with its break-even, the TPU
    // note and the notes. Plain tags and classes that both QTextDocument
    // and browsers render.
    static QString resultHtml(const Recommendation &recommendation, const QString &referenceName);
};

} // namespace gpa::ui
