#pragma once
// File > New Campaign...: the kind of campaign (area or hex), the map's size in hexes (within
// limits::kNewMapSide), the campaign's name and its dice seed (RULES R2; random unless the GM
// types one). The campaign made from it (core/setup/BlankCampaign.h) opens in setup.

#include "setup/BlankCampaign.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace muster {

class NewCampaignDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewCampaignDialog(QWidget *parent = nullptr);

    /// What the GM chose; the seed is checked by accept() (a dialog accepted has a valid one).
    NewCampaignOptions options() const;

    QComboBox *kindBox() const { return m_kind; }
    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *columnsBox() const { return m_columns; }
    QSpinBox *rowsBox() const { return m_rows; }
    QLineEdit *seedEdit() const { return m_seed; }
    QLabel *problemLabel() const { return m_problem; }

    void accept() override;

private:
    /// The seed typed, nullopt (and the problem shown) when it is no whole number within limits.
    std::optional<std::uint64_t> seed() const;
    void kindChanged();

    QComboBox *m_kind;
    QLineEdit *m_name;
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QLineEdit *m_seed;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QString m_defaultName; // the name offered for the kind chosen, replaced when the kind changes
};

} // namespace muster
