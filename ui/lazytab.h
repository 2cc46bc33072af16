#pragma once

#include <QWidget>

#include <functional>

namespace gpa::ui {

// A tab page whose content is made the first time the page is shown or
// asked for: the window's start builds only what it paints, and a tab the
// user never opens costs nothing (neither its construction nor its updates).
class LazyTab : public QWidget
{
    Q_OBJECT

public:
    using Factory = std::function<QWidget *(QWidget *parent)>;
    explicit LazyTab(Factory factory, QWidget *parent = nullptr);

    // The content, made now if it was not yet.
    QWidget *content();
    [[nodiscard]] bool isBuilt() const { return m_content != nullptr; }

signals:
    // Just after the content was made (before it is first shown).
    void built(QWidget *content);

protected:
    void showEvent(QShowEvent *event) override;

private:
    Factory m_factory;
    QWidget *m_content = nullptr;
};

} // namespace gpa::ui
