#pragma once
// The map editor's problems: checkWorld's messages (the validator's own), kept up to date as the
// GM edits; clicking one selects the area or hex it is about. Above them, whether the campaign can
// start: Start Campaign's own check, so the map is called ready only when it would start.

#include "model/WorldCheck.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QTimer;

namespace muster {

class CampaignDocument;
class MapEditor;

class ProblemsPanel : public QWidget
{
    Q_OBJECT
public:
    ProblemsPanel(MapEditor &editor, CampaignDocument &document);

    QListWidget *list() const { return m_list; }
    /// "No problems: the map is ready.", or the count and what else stops the start; said a
    /// moment after the edits pause (judgePending).
    QLabel *verdict() const { return m_count; }
    /// Whether the verdict waits for the edits to pause.
    bool judgePending() const;
    /// Selects the place of problem `row` on the map.
    void showProblem(int row);

private:
    void refill();
    /// The verdict above the list, by Start Campaign's check.
    void judge();

    MapEditor &m_editor;
    CampaignDocument &m_document;
    QLabel *m_count;
    QListWidget *m_list;
    std::vector<WorldProblem> m_problems;
    QTimer *m_judging; // the verdict, once the edits pause
};

} // namespace muster
