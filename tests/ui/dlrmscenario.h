// Helpers of the model editor and strategy view suites: a small DLRM scenario, the scenario
// as its JSON text, the traffic the scenario's model and strategy give, and an operator's cell in
// the model editor's table.
#pragma once

#include <string>

#include "document.h"
#include "io/scenariojson.h"
#include "model/zoo.h"
#include "modeleditor.h"
#include "operatortable.h"
#include "scenario/scenariostrategy.h"
#include "traffic/extract.h"

namespace topoopt::test {

/// DLRM with `tables` tables on 16 servers: small enough to simulate quickly.
inline Scenario dlrmScenario(int tables)
{
    Scenario s = defaultScenario();
    s.cluster.servers = 16;
    s.model.params = nlohmann::json{{"tables", tables}, {"per_gpu_batch", 128}};
    return s;
}

inline std::string dump(const ui::Document& doc)
{
    return io::scenarioToJson(doc.scenario()).dump();
}

inline Traffic trafficOf(const Scenario& s)
{
    const Model model = resolveModel(s, {});
    return extractTraffic(model, resolveStrategy(s, model), s.cluster);
}

/// The cell of operator `op` in `column` of the editor's operator table.
inline QModelIndex cell(const ui::ModelEditor& editor, const char* op, int column)
{
    const int row = editor.model().indexOf(op);
    return editor.tableModel()->index(row, column);
}

} // namespace topoopt::test
