// Component prices of network fabrics as data (topologyfinder.md section 7): per bandwidth class,
// plus the rate-agnostic fiber, patch-panel and optical-circuit-switch ports.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace topoopt {

inline constexpr const char* kPricesFormat = "topoopt-prices/1";

/// Where a price comes from: a publication, or a stated estimation rule.
struct PriceSource {
    std::string id;
    std::string title;
    std::string date;
    std::string note;
    bool operator==(const PriceSource&) const = default;
};

/// Prices of one port of a given speed, in USD.
struct PortPrices {
    double gbps = 0;
    double nicPortUsd = 0;
    double transceiverUsd = 0;
    /// One port of an electrical packet switch.
    double switchPortUsd = 0;
    /// True when the figure is derived by a rule rather than published.
    bool estimate = false;
    /// Id of a PriceSource.
    std::string source;
    bool operator==(const PortPrices&) const = default;
};

/// A price that does not depend on the link rate.
struct ItemPrice {
    double usd = 0;
    bool estimate = false;
    std::string source;
    bool operator==(const ItemPrice&) const = default;
};

/// The whole table (file format `topoopt-prices/1`, resources/prices/default-prices.json).
struct PriceTable {
    std::string name;
    std::string currency = "USD";
    /// When the table was put together (ISO date).
    std::string date;
    std::string interpolation;
    std::vector<PriceSource> sources;
    /// Strictly increasing gbps; no price falls as gbps rises.
    std::vector<PortPrices> classes;
    /// One fiber cable (either kind of run: server to panel, or switch to switch).
    ItemPrice fiberCable;
    ItemPrice patchPanelPort;
    ItemPrice ocsPort;
    /// Unknown fields met while reading (ignored so newer files open).
    std::vector<std::string> warnings;

    /// Per-port prices at any positive rate: a table class exactly, otherwise linear in
    /// log(price) against log(gbps) between the neighbouring classes, and the nearest segment's
    /// power law outside the table (one class only: proportional to gbps). `estimate` is set
    /// unless `gbps` is a published class. Requires a non-empty table and gbps > 0.
    PortPrices at(double gbps) const;

    /// The built-in default table (the shipped resources/prices/default-prices.json).
    static PriceTable defaults();

    bool operator==(const PriceTable& o) const
    {
        return name == o.name && currency == o.currency && date == o.date &&
               interpolation == o.interpolation && sources == o.sources && classes == o.classes &&
               fiberCable == o.fiberCable && patchPanelPort == o.patchPanelPort &&
               ocsPort == o.ocsPort;
    }
};

/// Reads and checks a price table; throws InputError listing every problem with its JSON path
/// (e.g. "/bandwidth_classes/2/gbps: must be above the previous class's 100 Gbps").
PriceTable priceTableFromJson(const nlohmann::json& doc);
nlohmann::json priceTableToJson(const PriceTable& table);
/// Reads a price file; InputError (without the file name) for bad content.
PriceTable loadPriceTable(const std::string& path);

} // namespace topoopt
