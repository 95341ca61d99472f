#include "widgets/common/errortext.h"

#include <QEvent>
#include <QLabel>

#include <cmath>

namespace lanebook::ErrorText {

namespace {

// WCAG 2 relative luminance: sRGB channels made linear, weighted by the eye's sensitivity.
double relativeLuminance(const QColor &color)
{
    const auto linear = [](double channel) {
        return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = color.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) +
           0.0722 * linear(rgb.blueF());
}

const char kFollowerName[] = "lanebookErrorTextFollower";

// Lives on an error label: when the label's palette changes, its text takes the red that
// matches the new background. Setting the colour changes the palette again; the second time
// the colour is already right and nothing is set, so it ends there.
class PaletteFollower : public QObject
{
public:
    explicit PaletteFollower(QLabel *label)
        : QObject(label)
        , m_label(label)
    {
        setObjectName(QLatin1String(kFollowerName));
        label->installEventFilter(this);
        follow();
    }

    void follow()
    {
        const QColor wanted = color(m_label->palette());
        if (m_label->palette().color(QPalette::WindowText) == wanted)
            return;
        QPalette palette = m_label->palette();
        palette.setColor(QPalette::WindowText, wanted);
        m_label->setPalette(palette);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_label && event->type() == QEvent::PaletteChange)
            follow();
        return false;
    }

private:
    QLabel *m_label;
};

} // namespace

QColor color(const QPalette &palette, QPalette::ColorRole background)
{
    const QColor behind = palette.color(background);
    const QColor onLight = QColor::fromRgb(kRedOnLight);
    const QColor onDark = QColor::fromRgb(kRedOnDark);
    return contrastRatio(onLight, behind) >= contrastRatio(onDark, behind) ? onLight : onDark;
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

void setError(QLabel *label, bool error)
{
    auto *follower = label->findChild<PaletteFollower *>(QLatin1String(kFollowerName),
                                                         Qt::FindDirectChildrenOnly);
    if (error) {
        if (!follower)
            new PaletteFollower(label);
        else
            follower->follow();
        return;
    }
    if (!follower)
        return;
    delete follower;
    // Every role inherited again: the label reads as its window's ordinary text.
    label->setPalette(QPalette());
}

} // namespace lanebook::ErrorText
