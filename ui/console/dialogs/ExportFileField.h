#pragma once
// The file row of an export dialog (Export Map Image, Export PDF Pages): a name to type, Browse...
// for a save dialog, and under them what is wrong with the name when OK was refused. It opens on
// the file exported to last of its kind (console/dialogs/ExportPaths).

#include <QWidget>

class QLabel;
class QLineEdit;

namespace muster {

class ExportFileField : public QWidget
{
    Q_OBJECT
public:
    /// `kind` names the remembered path (ExportPaths); `caption` and `filter` are the save
    /// dialog's.
    ExportFileField(const QString &kind, const QString &caption, const QString &filter,
                    QWidget *parent = nullptr);
    /// The name typed or chosen, without surrounding spaces.
    QString path() const;
    void setPath(const QString &path);
    /// Shows `problem` under the name (empty: nothing to show) and puts the focus on it; true
    /// when there was a problem, so the dialog stays open.
    bool showProblem(const QString &problem);
    /// Keeps the name as the one to open on next time.
    void remember() const;

private:
    QString m_kind;
    QLineEdit *m_path;
    QLabel *m_problem;
};

} // namespace muster
