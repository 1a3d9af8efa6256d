#pragma once
// Asks how to export the map image: file (its suffix picks PNG, SVG or PDF), scale, whole map or
// the current view, title and legend, and whether the orders layer shown on the map goes too.
// OK without a file, or with one of another format, says so in the dialog and keeps it open.

#include "render/export/MapExporter.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;

namespace muster {

class ExportFileField;

class ExportImageDialog : public QDialog
{
    Q_OBJECT
public:
    /// `visibleRegion` is the scene rect the view shows now (for "current view").
    ExportImageDialog(const MapRenderer &renderer, const QRectF &visibleRegion,
                      QWidget *parent = nullptr);
    QString path() const;
    /// Whether the map shows the orders layer now: the option to export it is offered only then.
    void setOrdersShown(bool shown);
    MapExportOptions options(const MapOptions &map) const;
    /// What is wrong with the file named, empty when the map can be exported to it.
    QString pathProblem() const;
    /// OK closes only with a file to export to, kept to be proposed next time.
    void accept() override;

private:
    void updateSize();

    const MapRenderer &m_renderer;
    QRectF m_visible;
    ExportFileField *m_path;
    QDoubleSpinBox *m_scale;
    QRadioButton *m_whole;
    QRadioButton *m_view;
    QCheckBox *m_title;
    QCheckBox *m_legend;
    QCheckBox *m_orders;
    QLabel *m_size;
};

} // namespace muster
