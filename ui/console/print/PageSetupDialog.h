#pragma once
// Asks how the map goes on paper: paper size (A4, A3, Letter), orientation, margins, fitted to one
// page or tiled at a hex size with an overlap, title and legend; with a file for PDF pages, where
// OK without a file says so in the dialog and keeps it open.

#include "render/print/MapPages.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;

namespace muster {

class ExportFileField;

class PageSetupDialog : public QDialog
{
    Q_OBJECT
public:
    /// `withFile`: ask for the PDF file too (Export PDF Pages).
    PageSetupDialog(const MapRenderer &renderer, const MapOptions &map, bool withFile,
                    QWidget *parent = nullptr);
    PageSetup setup() const;
    QString path() const;
    /// OK closes only with a file to write the pages to (when asked for one), kept to be
    /// proposed next time.
    void accept() override;

private:
    void updatePages();

    const MapRenderer &m_renderer;
    MapOptions m_map;
    ExportFileField *m_path = nullptr;
    QComboBox *m_paper;
    QComboBox *m_orientation;
    QDoubleSpinBox *m_margin;
    QRadioButton *m_fit;
    QRadioButton *m_tiled;
    QDoubleSpinBox *m_hexMm;
    QDoubleSpinBox *m_overlap;
    QCheckBox *m_title;
    QCheckBox *m_legend;
    QLabel *m_pages;
};

} // namespace muster
