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

// The desktop's own look before Lanebook changed anything: System returns to it.
struct DesktopLook
{
    bool noted = false;
    bool changed = false; // Lanebook's palette and style are in place of the desktop's
    QPalette palette;
    QString styleName;
};

DesktopLook &desktopLook()
{
    static DesktopLook look;
    if (!look.noted) {
        look.noted = true;
        look.palette = QApplication::palette();
        look.styleName = QApplication::style() ? QApplication::style()->name() : QString();
    }
    return look;
}

} // namespace

QString colorSchemeChoiceId(ColorSchemeChoice choice)
{
    switch (choice) {
    case ColorSchemeChoice::Light:
        return QStringLiteral("light");
    case ColorSchemeChoice::Dark:
        return QStringLiteral("dark");
    case ColorSchemeChoice::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<ColorSchemeChoice> colorSchemeChoiceFromId(const QString &id)
{
    for (ColorSchemeChoice choice :
         {ColorSchemeChoice::System, ColorSchemeChoice::Light, ColorSchemeChoice::Dark}) {
        if (id.trimmed().compare(colorSchemeChoiceId(choice), Qt::CaseInsensitive) == 0)
            return choice;
    }
    return std::nullopt;
}

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

ColorScheme applyColorScheme(QApplication &app, ColorSchemeChoice choice)
{
    DesktopLook &look = desktopLook();
    QByteArray override = colorSchemeChoiceId(choice).toLatin1();
    if (choice == ColorSchemeChoice::System)
        override = qgetenv("LANEBOOK_COLOR_SCHEME");
    const ColorScheme scheme = chooseColorScheme(look.palette, override);
    if ((scheme == ColorScheme::Dark) == isDark(look.palette)) {
        // The desktop already draws it: its own look, back if Lanebook had replaced it.
        if (look.changed) {
            if (QStyle *style = QStyleFactory::create(look.styleName))
                app.setStyle(style);
            QApplication::setPalette(look.palette);
            look.changed = false;
        }
        return scheme;
    }
    // A native style may ignore the palette (GTK, Windows 11): Fusion honours every role.
    QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    const QPalette wanted = scheme == ColorScheme::Dark ? darkPalette() : fusion->standardPalette();
    app.setStyle(fusion);
    QApplication::setPalette(wanted);
    look.changed = true;
    return scheme;
}

} // namespace lanebook
