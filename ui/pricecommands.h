#pragma once

#include "core/records.h"

#include <QUndoCommand>

#include <functional>
#include <vector>

namespace gpa::db {
class Catalogue;
}

namespace gpa::ui {

// Called after a command changed the catalogue (to reload and recompute), or
// with a translated reason when the catalogue refused the change.
struct CatalogueCallbacks
{
    std::function<void()> changed;
    std::function<void(const QString &reason)> failed;
};

// Adds one price quote; undo removes exactly that quote, redo puts it back
// with the same id. Each step is one transaction in the catalogue.
class AddPriceQuoteCommand : public QUndoCommand
{
public:
    AddPriceQuoteCommand(db::Catalogue *catalogue, PriceQuote quote, QString text,
                         CatalogueCallbacks callbacks, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    // The id the catalogue gave the quote (0 until the first redo succeeded).
    [[nodiscard]] std::int64_t quoteId() const { return m_quote.id; }

private:
    db::Catalogue *m_catalogue;
    PriceQuote m_quote;
    CatalogueCallbacks m_callbacks;
};

// Removes one price quote; undo restores it with its id.
class RemovePriceQuoteCommand : public QUndoCommand
{
public:
    RemovePriceQuoteCommand(db::Catalogue *catalogue, PriceQuote quote, QString text,
                            CatalogueCallbacks callbacks, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    db::Catalogue *m_catalogue;
    PriceQuote m_quote;
    CatalogueCallbacks m_callbacks;
};

// Adds many price quotes as one step (a paste of prices): redo adds them all
// in one transaction, undo removes them all in one, redo restores them with
// the same ids. `changed` of the callbacks is called once per step.
class AddPriceQuotesCommand : public QUndoCommand
{
public:
    AddPriceQuotesCommand(db::Catalogue *catalogue, std::vector<PriceQuote> quotes, QString text,
                          CatalogueCallbacks callbacks, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    [[nodiscard]] const std::vector<PriceQuote> &quotes() const { return m_quotes; }

private:
    db::Catalogue *m_catalogue;
    std::vector<PriceQuote> m_quotes;
    bool m_stored = false; // the ids are the catalogue's
    CatalogueCallbacks m_callbacks;
};

} // namespace gpa::ui
