#include "app/gui/colorscheme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace lanebook {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() <
           palette.color(QPalette::WindowText).lightness();
}

} // namespace

ColorScheme chooseColorScheme(const QPalette &desktop, const QByteArray &override)
{
    const QByteArray wanted = override.trimmed().toLower();
    if (wanted == "dark")
        return ColorScheme::Dark;
    if (wanted == "light")
        return ColorScheme::Light;
    return isDark(desktop) ? ColorScheme::Dark : ColorScheme::Light;
}

QPalette darkPalette()
{
    // Greys rather than black: status colours and chart series keep their contrast on them.
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1f, 0x1f, 0x1f);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80);
    QPalette palette(window);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x29, 0x29, 0x29));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x80, 0x80));
    palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Light, QColor(0x55, 0x55, 0x55));
    palette.setColor(QPalette::Midlight, QColor(0x45, 0x45, 0x45));
    palette.setColor(QPalette::Mid, QColor(0x5a, 0x5a, 0x5a));
    palette.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    palette.setColor(QPalette::Shadow, QColor(0x0d, 0x0d, 0x0d));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xc2));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6a, 0xb0, 0xf3));
    palette.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xe8));
    palette.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    for (QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::PlaceholderText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4a, 0x4a));
    return palette;
}

ColorScheme applyColorScheme(QApplication &app)
{
    const QPalette desktop = QApplication::palette();
    const ColorScheme scheme = chooseColorScheme(desktop, qgetenv("LANEBOOK_COLOR_SCHEME"));
    if ((scheme == ColorScheme::Dark) == isDark(desktop))
        return scheme; // the desktop already draws it
    // A native style may ignore the palette (GTK, Windows 11): Fusion honours every role.
    QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    const QPalette wanted = scheme == ColorScheme::Dark ? darkPalette() : fusion->standardPalette();
    app.setStyle(fusion);
    QApplication::setPalette(wanted);
    return scheme;
}

} // namespace lanebook
