#pragma once
// The add/edit form of one order: the action, then only the choices that can
// work: the source among the kingdom's areas, the target (and PASSAGE's middle area) among the
// source's neighbours, the retreat or ambush place among the area's neighbours, and the count as a
// number, "all" or "all but N" (A3.3). The canonical line is previewed as it is built.

#include "rules/area/AreaActions.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace muster {

struct Campaign;

class OrderForm : public QDialog
{
    Q_OBJECT
public:
    /// `initial` prefills the form (editing); its number 0 means "the next free number".
    OrderForm(const Campaign &campaign, int kingdom, const AreaAction &initial, int nextNumber,
              QWidget *parent = nullptr);

    AreaAction action() const;
    QString line() const;

private:
    void fillSources();
    void fillTargets();
    void fillPlaces();
    void updateShape();
    static void fillAreas(QComboBox *box, const std::vector<int> &areas, const Campaign &c,
                          int keep, bool allowNone);

    const Campaign &m_campaign;
    int m_kingdom;
    QSpinBox *m_number;
    QComboBox *m_kind;
    QComboBox *m_countMode;
    QSpinBox *m_count;
    QComboBox *m_source;
    QComboBox *m_via;
    QComboBox *m_target;
    QComboBox *m_place;
    QLabel *m_preview;
};

} // namespace muster
