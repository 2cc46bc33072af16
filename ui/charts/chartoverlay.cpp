#include "chartoverlay.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>

#include <algorithm>

namespace gpa::ui {

namespace {

constexpr qreal kGap = 8.0; // between a point and its label
constexpr qreal kPadding = 2.0; // around label text, inside its halo

bool overlapsAny(const QRectF &rect, const std::vector<QRectF> &taken)
{
    return std::any_of(taken.begin(), taken.end(),
                       [&](const QRectF &r) { return r.intersects(rect); });
}

} // namespace

ChartOverlay::ChartOverlay(QChart *chart)
    : QGraphicsItem(chart)
    , m_chart(chart)
{
    // Above the series, the axes and the legend.
    setZValue(1000.0);
    QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart,
                     [this] { prepareGeometryChange(); });
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [this] { update(); });
}

QRectF ChartOverlay::boundingRect() const
{
    return m_chart->rect();
}

QPointF ChartOverlay::map(const QPointF &value, QAbstractSeries *series) const
{
    return m_chart->mapToPosition(value, series);
}

void ChartOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF plot = m_chart->plotArea();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setClipRect(boundingRect());

    for (const Segment &s : segments) {
        const QPointF a = map(s.from, s.series);
        const QPointF b = map(s.to, s.series);
        painter->setPen(s.pen);
        painter->drawLine(a, b);
        if (s.capWidth > 0.0) {
            const qreal half = s.capWidth / 2.0;
            painter->drawLine(QPointF(a.x() - half, a.y()), QPointF(a.x() + half, a.y()));
            painter->drawLine(QPointF(b.x() - half, b.y()), QPointF(b.x() + half, b.y()));
        }
    }

    QFont font = m_chart->font();
    QFont bold = font;
    bold.setBold(true);
    std::vector<QRectF> taken;
    const auto drawText
        = [&](const QRectF &rect, const QString &text, const QFont &f, const QColor &color) {
              if (haloColor.isValid())
                  painter->fillRect(rect, haloColor);
              painter->setFont(f);
              painter->setPen(color.isValid() ? color : textColor);
              painter->drawText(rect, Qt::AlignCenter, text);
          };

    for (const Guide &g : guides) {
        painter->setPen(g.pen);
        QFontMetricsF metrics(font);
        const QSizeF textSize(metrics.horizontalAdvance(g.text) + 2 * kPadding,
                              metrics.height() + kPadding);
        if (g.orientation == Qt::Vertical) {
            const qreal x = map(QPointF(g.value, 1.0), g.series).x(); // 1: valid on a log axis too
            if (x < plot.left() - 0.5 || x > plot.right() + 0.5)
                continue;
            painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
            if (!g.text.isEmpty()) {
                // Just above the plot area, where it covers no data.
                QRectF rect(
                    QPointF(x - textSize.width() / 2.0, plot.top() - textSize.height() - 1.0),
                    textSize);
                if (rect.right() > plot.right())
                    rect.moveRight(plot.right());
                if (rect.left() < plot.left())
                    rect.moveLeft(plot.left());
                drawText(rect, g.text, font, g.textColor);
                taken.push_back(rect);
            }
        } else {
            const qreal y = map(QPointF(1.0, g.value), g.series).y();
            if (y < plot.top() - 0.5 || y > plot.bottom() + 0.5)
                continue;
            painter->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
            if (!g.text.isEmpty()) {
                QRectF rect(
                    QPointF(plot.right() - textSize.width() - 2.0, y - textSize.height() - 1.0),
                    textSize);
                drawText(rect, g.text, font, g.textColor);
                taken.push_back(rect);
            }
        }
    }

    std::vector<QRectF> points;
    points.reserve(obstacles.size());
    for (const Obstacle &o : obstacles) {
        const QPointF p = map(o.value, o.series);
        points.emplace_back(p.x() - o.radius, p.y() - o.radius, 2 * o.radius, 2 * o.radius);
    }
    // A label may touch its own point's marker, never another's.
    const auto coversOtherPoint = [&](const QRectF &rect, const QPointF &own) {
        return std::any_of(points.begin(), points.end(), [&](const QRectF &r) {
            return r.intersects(rect) && QLineF(r.center(), own).length() > 0.5;
        });
    };

    const std::vector<QRectF> guideCaptions = taken;
    std::vector<const Label *> order;
    order.reserve(labels.size());
    for (const Label &l : labels)
        order.push_back(&l);
    std::stable_sort(order.begin(), order.end(),
                     [](const Label *a, const Label *b) { return a->priority > b->priority; });

    m_placed = 0;
    m_placedRects.clear();
    for (const Label *l : order) {
        const QFont &f = l->bold ? bold : font;
        const QFontMetricsF metrics(f);
        const QSizeF size(metrics.horizontalAdvance(l->text) + 2 * kPadding, metrics.height());
        const QPointF p = map(l->value, l->series);
        if (l->placement == Placement::RightOf) {
            // Each bar has its own lane: bar labels cannot meet each other,
            // only a guide's caption. The label is as tall as the lane.
            qreal height = size.height();
            if (l->laneHeight > 0.0) {
                const qreal lane = std::abs(
                    map(QPointF(l->value.x(), l->value.y() + l->laneHeight), l->series).y()
                    - p.y());
                if (lane < metrics.capHeight() * 1.25)
                    continue;
                height = std::min(height, lane);
            }
            const QRectF rect(QPointF(p.x() + 3.0, p.y() - height / 2.0),
                              QSizeF(size.width(), height));
            if (rect.right() > boundingRect().right() || overlapsAny(rect, guideCaptions))
                continue;
            drawText(rect, l->text, f, l->color);
            ++m_placed;
            m_placedRects.push_back({l->text, p, rect});
            continue;
        }
        const qreal w = size.width();
        const qreal h = size.height();
        const qreal d = kGap * 0.75;
        const QRectF candidates[] = {
            QRectF(p.x() + kGap, p.y() + kGap, w, h), // below right, close (BelowRightFirst)
            QRectF(p.x() + kGap, p.y() - h / 2.0, w, h), // right
            QRectF(p.x() - kGap - w, p.y() - h / 2.0, w, h), // left
            QRectF(p.x() - w / 2.0, p.y() - kGap - h, w, h), // above
            QRectF(p.x() - w / 2.0, p.y() + kGap, w, h), // below
            QRectF(p.x() + d, p.y() - d - h, w, h), // above right
            QRectF(p.x() + d, p.y() + d, w, h), // below right
            QRectF(p.x() - d - w, p.y() - d - h, w, h), // above left
            QRectF(p.x() - d - w, p.y() + d, w, h), // below left
            // Nothing farther: a label a line away from its point reads as
            // another point's. One that fits nowhere here is left out.
        };
        const std::size_t first = l->placement == Placement::BelowRightFirst ? 0 : 1;
        for (std::size_t i = first; i < std::size(candidates); ++i) {
            const QRectF &rect = candidates[i];
            if (!plot.contains(rect) || overlapsAny(rect, taken) || coversOtherPoint(rect, p))
                continue;
            drawText(rect, l->text, f, l->color);
            taken.push_back(rect);
            ++m_placed;
            m_placedRects.push_back({l->text, p, rect});
            break;
        }
    }

    if (!message.isEmpty()) {
        const QRectF area = plot.isValid() && plot.width() > 50 ? plot : boundingRect();
        QFont big = font;
        big.setPointSizeF(font.pointSizeF() * 1.2);
        painter->setFont(big);
        painter->setPen(textColor);
        painter->drawText(area.adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                          message);
    }
    painter->restore();
}

} // namespace gpa::ui
