#include "lazytab.h"

#include <QVBoxLayout>

namespace gpa::ui {

LazyTab::LazyTab(Factory factory, QWidget *parent)
    : QWidget(parent)
    , m_factory(std::move(factory))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

QWidget *LazyTab::content()
{
    if (!m_content) {
        m_content = m_factory(this);
        m_factory = nullptr; // what it captured is not needed again
        layout()->addWidget(m_content);
        // Made while the page shows (from showEvent or an accessor): the
        // layout would show it only once control is back in the event loop.
        if (isVisible())
            m_content->show();
        emit built(m_content);
    }
    return m_content;
}

void LazyTab::showEvent(QShowEvent *event)
{
    content();
    QWidget::showEvent(event);
}

} // namespace gpa::ui
