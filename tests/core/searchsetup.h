// The small search problem the optimizer suites share: an 8-server DLRM on a d = 4 TopoOpt
// fabric, small enough that a whole alternating run takes well under a second.
#pragma once

#include <nlohmann/json.hpp>

#include "cluster/cluster.h"
#include "device/devicemodel.h"
#include "model/zoo.h"
#include "search/optimizer.h"
#include "topology/buildtopology.h"

struct Setup {
    topoopt::Cluster cluster;
    topoopt::Model model;
    topoopt::DeviceModel device = topoopt::DeviceModel::a100();
    topoopt::TopologyOptions topology;
    topoopt::OptimizerOptions options;
};

inline Setup smallDlrm(int proposals)
{
    Setup s;
    s.cluster.servers = 8;
    s.cluster.degree = 4;
    s.model = topoopt::buildZooModel("dlrm", nlohmann::json::object());
    s.topology.kind = "topoopt";
    s.topology.degree = 4;
    s.topology.linkGbps = 100;
    s.options.proposals = proposals;
    s.options.rounds = 3;
    s.options.seed = 7;
    return s;
}
