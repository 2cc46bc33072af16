#include "pricecommands.h"

#include "database/catalogue.h"

#include <unordered_map>

namespace gpa::ui {

namespace {

// A command whose change the catalogue refused is marked obsolete, so the
// undo stack drops it instead of offering to undo something that never happened.
void report(QUndoCommand *command, const Status &status, const CatalogueCallbacks &callbacks)
{
    if (status) {
        if (callbacks.changed)
            callbacks.changed();
        return;
    }
    command->setObsolete(true);
    if (callbacks.failed)
        callbacks.failed(QString::fromStdString(status.message()));
}

// The quote as the catalogue stored it (who entered it and when included), so
// that a redo after an undo puts back exactly that row and not a fresh stamp.
void adoptStored(const db::Catalogue &catalogue, PriceQuote &quote)
{
    for (PriceQuote &stored : catalogue.priceQuotes(QString::fromStdString(quote.deviceId))) {
        if (stored.id == quote.id) {
            quote = std::move(stored);
            return;
        }
    }
}

} // namespace

AddPriceQuoteCommand::AddPriceQuoteCommand(db::Catalogue *catalogue, PriceQuote quote, QString text,
                                           CatalogueCallbacks callbacks, QUndoCommand *parent)
    : QUndoCommand(std::move(text), parent)
    , m_catalogue(catalogue)
    , m_quote(std::move(quote))
    , m_callbacks(std::move(callbacks))
{}

void AddPriceQuoteCommand::redo()
{
    if (m_quote.id == 0) {
        const Result<std::int64_t> id = m_catalogue->addPriceQuote(m_quote);
        if (id) {
            m_quote.id = *id;
            adoptStored(*m_catalogue, m_quote);
        }
        report(this, id ? Status(Ok{}) : Status(id.error()), m_callbacks);
        return;
    }
    report(this, m_catalogue->restorePriceQuote(m_quote), m_callbacks);
}

void AddPriceQuoteCommand::undo()
{
    report(this, m_catalogue->removePriceQuote(m_quote.id), m_callbacks);
}

RemovePriceQuoteCommand::RemovePriceQuoteCommand(db::Catalogue *catalogue, PriceQuote quote,
                                                 QString text, CatalogueCallbacks callbacks,
                                                 QUndoCommand *parent)
    : QUndoCommand(std::move(text), parent)
    , m_catalogue(catalogue)
    , m_quote(std::move(quote))
    , m_callbacks(std::move(callbacks))
{}

void RemovePriceQuoteCommand::redo()
{
    report(this, m_catalogue->removePriceQuote(m_quote.id), m_callbacks);
}

void RemovePriceQuoteCommand::undo()
{
    report(this, m_catalogue->restorePriceQuote(m_quote), m_callbacks);
}

AddPriceQuotesCommand::AddPriceQuotesCommand(db::Catalogue *catalogue, std::vector<PriceQuote> quotes,
                                             QString text, CatalogueCallbacks callbacks, QUndoCommand *parent)
    : QUndoCommand(std::move(text), parent)
    , m_catalogue(catalogue)
    , m_quotes(std::move(quotes))
    , m_callbacks(std::move(callbacks))
{}

void AddPriceQuotesCommand::redo()
{
    if (!m_stored) {
        const Result<std::vector<std::int64_t>> ids = m_catalogue->addPriceQuotes(m_quotes);
        if (ids) {
            std::unordered_map<std::int64_t, PriceQuote> stored;
            for (PriceQuote &quote : m_catalogue->priceQuotes())
                stored.emplace(quote.id, std::move(quote));
            for (std::size_t i = 0; i < m_quotes.size() && i < ids->size(); ++i) {
                const auto it = stored.find((*ids)[i]);
                if (it != stored.end())
                    m_quotes[i] = it->second;
                else
                    m_quotes[i].id = (*ids)[i];
            }
            m_stored = true;
        }
        report(this, ids ? Status(Ok{}) : Status(ids.error()), m_callbacks);
        return;
    }
    report(this, m_catalogue->restorePriceQuotes(m_quotes), m_callbacks);
}

void AddPriceQuotesCommand::undo()
{
    std::vector<std::int64_t> ids;
    ids.reserve(m_quotes.size());
    for (const PriceQuote &quote : m_quotes)
        ids.push_back(quote.id);
    report(this, m_catalogue->removePriceQuotes(ids), m_callbacks);
}

} // namespace gpa::ui
