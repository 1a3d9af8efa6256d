#pragma once
// File > New Map...: the kind of campaign, the map's size (within limits::kGridSide) and a name;
// gives a blank campaign (model/BlankCampaign) to draw on in the editor.

#include "model/Campaign.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace muster {

class NewMapDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewMapDialog(QWidget *parent = nullptr);

    /// The blank campaign chosen (a random seed).
    Campaign campaign() const;

private:
    QComboBox *m_kind;
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QLineEdit *m_name;
};

} // namespace muster
