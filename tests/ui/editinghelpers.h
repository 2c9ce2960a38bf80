// Helpers of the design editing suites (issue 8, items 1-3) and the view suite: scenario,
// pipeline wait, shared traffic files.
#pragma once

#include "io/trafficjson.h"
#include "mainwindow.h"
#include "pipelineworker.h"
#include "scenario/scenario.h"
#include "testdata.h"

namespace topoopt::test {

/// DLRM on 16 servers with a 30-proposal, two-round search: quick to simulate and to search.
inline Scenario smallScenario()
{
    Scenario s = defaultScenario();
    s.name = "DLRM, 16 servers";
    s.cluster.servers = 16;
    s.search.proposals = 30;
    s.search.rounds = 2;
    return s;
}

inline bool waitForPipeline(ui::MainWindow& w)
{
    return w.pipeline()->waitForIdle(120000);
}

/// A traffic file of ../shared/data/traffic.
inline Traffic sharedTraffic(const char* name)
{
    return io::loadTraffic(
        test::sharedData(QStringLiteral("traffic/") + QLatin1String(name)).toStdString());
}

} // namespace topoopt::test
