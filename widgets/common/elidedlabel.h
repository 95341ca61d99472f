#pragma once

#include <QLabel>

namespace lanebook {

// A one-line label whose text never widens its window: text wider than the label is elided
// where it says least, and its tooltip then shows it whole. Its minimum width is a few
// characters, its size hint the whole text, so a layout gives it the whole text when there is
// room. text() is always the whole text; set it with QLabel::setText as usual (plain text, one
// line). GUI thread.
//
// A label that showed a long run label, file path or message as a plain QLabel raised the
// main window's minimum width past the screen (1475 px on a 1280 px screen): the window
// manager could no longer shrink it, and the docks were squeezed to nothing.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    enum class Elision {
        End,      // messages: "The verdict was not recorded: the no…"
        Middle,   // paths and names: "/srv/bench/…/kv-cache.lanebook", the file name stays
        RunLabel, // elideRunLabel: the shared start time goes first, then the middle
    };

    explicit ElidedLabel(Elision elision = Elision::End, QWidget *parent = nullptr);
    explicit ElidedLabel(const QString &text, Elision elision = Elision::End,
                         QWidget *parent = nullptr);

    Elision elision() const { return m_elision; }
    void setElision(Elision elision);

    // The text as the label paints it at its present width, "…" where it was shortened.
    QString shownText() const;
    bool isElided() const;
    // What hovering shows: the whole text when it is elided (with the tooltip set on the
    // label, unless that already holds it), otherwise the tooltip set on the label.
    QString toolTipText() const;

    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QRect textRect() const;
    QString oneLineText() const;

    Elision m_elision;
};

} // namespace lanebook
