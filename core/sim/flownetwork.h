// Max-min fair sharing of directed channels by fluid flows (weighted progressive filling).
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace topoopt::sim {

/// A resource a flow crosses and how much of it one unit of the flow's rate uses.
struct ResourceUse {
    int resource = 0;
    double weight = 1.0;
};

/// Active flows over capacity-limited resources (directed link channels, NVLink of a server).
/// A flow has one rate r and uses weight x r of each resource it crosses: a transfer split by
/// ECMP uses share-weighted channels of all its paths; a ring uses every channel of every hop.
/// Rates are the max-min fair allocation by progressive filling: all unfrozen rates rise
/// together; when a resource saturates, the flows crossing it freeze at that level
/// (topologyfinder.md 5). `reallocate()` is called whenever the set of flows changes; between
/// two reallocations rates are constant, so bytes and busy time are integrated exactly.
///
/// Incremental reallocation: when flows only departed since the last reallocation, every flow
/// whose rate was below the smallest departed rate keeps its rate (progressive filling reaches
/// the same saturations in the same order up to that level: the resources that saturated below
/// it carried no departed flow, and the departed flows' resources only got looser). Only the
/// flows at or above that level are refilled, starting from the residual capacity the others
/// leave. Flows usually finish fastest first, so this refills few flows per departure.
///
/// An arrival keeps the flows below a lower bound on where it can first make a difference: a
/// class whose flows (the new ones included) weigh W in all cannot saturate below
/// capacity / W (no flow below the level loads it more than the level does), so while the
/// filling stays below the smallest such share over the new flows' classes, it meets the same
/// saturations with or without them. In an all-to-all that keeps about a third of the flows.
///
/// Proportional merging: resources that every active flow so far has loaded in the same
/// proportion to their capacities (the same weight / capacity on each, or none of them) load
/// and saturate together, so progressive filling over one merged resource (capacity and
/// weights summed) gives the same rates. In a leaf-spine fabric with fluid ECMP a leaf's uplinks
/// and the spine links into a leaf merge, and a flow crosses ~4 resources instead of ~26. The
/// classes start as one and are refined as flows arrive (a class splits when a flow loads its
/// members unequally); they never coarsen, so the merge is exact for every flow ever added.
/// Per-resource bytes are split from a class by capacity share (exact: the loads are
/// proportional) and busy time is shared (the members carry the same flows).
///
/// Bottleneck groups: the flows a filling froze at one saturation form a group, and a refill
/// fills the group as one entity over the classes its flows cross (their weights summed per
/// class), not flow by flow. In a refill, flows mostly freeze where they froze before (94-97 %
/// of them in DLRM-128's all-to-all), and a group's flows share most of their classes (its
/// summed classes are ~9 % of their uses), so this is the filling's work cut by about ten. It is
/// exact: when a class saturates, a group all of whose flows cross it freezes whole, as each of
/// its flows would; a group only some of whose flows cross it gives those up, which freeze
/// alone, and fills on without them. The flows frozen alone at one saturation form a new group.
/// Groups are dissolved when classes split (their summed classes would be stale).
class FlowNetwork {
public:
    class Storage;
    /// `mergeProportional` false keeps one class per resource (the reference in tests).
    /// `storage`, when given, lends the network the arrays a network before it left there, and
    /// takes them back (with what they grew to) when this one is destroyed.
    explicit FlowNetwork(std::vector<double> capacityBytesPerMs, bool mergeProportional = true,
                         Storage* storage = nullptr);
    ~FlowNetwork();
    FlowNetwork(const FlowNetwork&) = delete;
    FlowNetwork& operator=(const FlowNetwork&) = delete;

    /// Adds a flow that must progress by `amount` units (bytes per hop) over `uses` (each
    /// resource at most once, weights > 0) at time now(). Its rate is 0 until reallocate().
    int addFlow(const std::vector<ResourceUse>& uses, double amount);
    /// Removes a finished (or abandoned) flow.
    void removeFlow(int id);

    /// Moves the clock to `timeMs`; bytes and busy time accrue at the current rates.
    void advanceTo(double timeMs) { m_now = timeMs > m_now ? timeMs : m_now; }
    /// Recomputes the max-min fair rates of all active flows and the next finish time.
    void reallocate();
    /// Whether a flow was removed since the last reallocation.
    bool departedSinceReallocation() const
    {
        return m_minDeparted < std::numeric_limits<double>::infinity();
    }
    /// Earliest finish time of an active flow (infinity when none).
    double nextFinish() const { return m_nextFinish; }
    /// Active flows finishing no later than `timeMs`, ascending by id (deterministic). They are
    /// no longer finish candidates: the caller removes them, before the next reallocate(). `timeMs`
    /// may lie ahead of now() (a time resolution): removing such a flow still counts all its bytes
    /// on its resources, as carried by finishTime().
    void finishedBy(double timeMs, std::vector<int>& out);
    /// When an active flow's last byte is through at the current rates (infinity at rate 0).
    double finishTime(int id) const;

    double now() const { return m_now; }
    int activeFlows() const { return static_cast<int>(m_active.size()); }
    double rate(int id) const;
    /// What an active flow still has to move at now().
    double remaining(int id) const;
    /// Merged resource classes now (resources when merging is off); for tests and benchmarks.
    int resourceClasses() const { return static_cast<int>(m_capacity.size()); }

    /// Bytes carried and time with at least one flow, per resource, since construction.
    /// Computed on call (from the classes); the reference stays valid until the next call.
    const std::vector<double>& resourceBytes() const;
    const std::vector<double>& resourceBusyMs() const;

private:
    // One cache line a flow: a refill reads and writes a few hundred of them at random.
    // remaining, t0, rate and finish are a single flow's; a group member's progress is its
    // group's (Group::targets), so that a refill that changes a group's rate need not visit
    // its flows.
    struct alignas(64) Flow {
        int offset = 0, length = 0; // merged uses in m_poolRes / m_poolWeight
        int epoch = 0;              // m_splits when its merged uses were made
        int activeIndex = -1;
        double remaining = 0; // at time t0
        double t0 = 0;
        double rate = 0;
        double finish = 0;   // t0 + remaining / rate, infinity at rate 0
        int refillStamp = 0; // m_refills when last put in m_refill (an id can be listed twice)
        int group = -1;      // bottleneck group, -1 while it has none (arrived, or dissolved)
        int memberIndex = -1; // position in the group's members
    };
    /// Where a flow's merged uses lie in the pool.
    struct Span {
        int offset, length;
    };
    /// A class the flows of a group cross: their summed weight there and how many cross it.
    /// Between fillings a group has no entry its flows all left: such an entry is dropped at
    /// once (the last entry takes its place), or, when a filling's splitOff() left it, after
    /// that filling (the filling's rows hold entry positions).
    struct GroupEntry {
        int cls;
        int count;
        double weight;
    };
    // A group's clock: every member moves at `level`, so by time t each has moved
    // progress + level x (t - t0) since the group's clock started, and a member is through when
    // that reaches its target. A refill that changes the level (most do, for a few hundred
    // flows in DLRM-128's departures) updates the clock, not each member: recording every
    // member's rate, which waits on its flow's cache line, was a tenth of a simulation.
    struct Group {
        std::vector<int> members;
        // Per member, its uses (as its Flow has them): splitOff() looks for a class among the
        // uses of members that may cross it, and reading their flows' records first was a
        // wait on a cache line for each (stores to them, for the members that split off, need
        // not wait).
        std::vector<Span> spans;
        // Per member, the classes it crosses as bits (class id mod 64), so that splitOff()
        // passes over most members that miss a class without reading their uses.
        std::vector<std::uint64_t> memberClasses;
        std::vector<double> targets; // per member: the progress at which it is through
        std::vector<GroupEntry> entries;
        // The members' uses name their entries by an id that moving an entry leaves as it is
        // (m_poolEntry), not by position: keeping positions, a left entry had to stay in place
        // until a pass over every member's uses renumbered them (3.6 % of an exact DLRM-128
        // simulation's time).
        std::vector<int> ids;     // per entry: its id
        std::vector<int> slot;    // per id: its entry's position, -1 while the id is free
        std::vector<int> freeIds; // taken before new ones, so that `slot` stays short
        double level = 0;                                           // the rate of every member
        double t0 = 0;                                              // when `progress` was taken
        double progress = 0;                                        // at t0
        double minTarget = std::numeric_limits<double>::infinity(); // when not minStale
        bool minStale = false; // the member with the least target left
        int due = 0;           // members finishedBy() returned that are not removed yet
        int refillStamp = 0;   // m_refills when taken into a refill
        int frozenStamp = 0;   // m_refills when frozen in that refill's filling
    };
    double progressAt(const Group& group, double timeMs) const
    {
        return group.progress + group.level * (timeMs - group.t0);
    }
    /// When a member of `group` with `target` is through (infinity at level 0).
    static double memberFinish(const Group& group, double target)
    {
        return group.level > 0 ? group.t0 + std::max(0.0, target - group.progress) / group.level
                               : std::numeric_limits<double>::infinity();
    }
    /// The group's clock moves to now() at a new level (kept as it is at the same level, as a
    /// single flow's record is).
    void setLevel(Group& group, double level);
    /// When the group's first member is through.
    double groupFinish(Group& group);
    /// Gives a flow leaving `group` its own rate and what it still has to move.
    void detach(Flow& f, const Group& group, double target);
    /// Sets a single flow's rate at now() (kept, with its finish, when it is the same).
    void setRate(Flow& f, double rate);
    /// What a single flow still has to move at now().
    double singleRemaining(const Flow& f) const
    {
        return std::max(0.0, f.remaining - f.rate * (m_now - f.t0));
    }
    // Bottleneck groups (flownetworkgroups.cpp).
    int newGroup(double level);
    /// Makes `flows` (in no group) members of `g`, with their targets on its clock.
    void addToGroup(int g, const int* flows, const double* targets, std::size_t count);
    void freeGroup(int g);
    /// Frees every group, so that they are taken in the order a network without any would
    /// make them (0, 1, 2, ...): what a simulation does must not depend on the one before.
    void freeAllGroups();
    /// Takes a member's use of `weight` out of the group's entry with id `id`; true when no
    /// member crosses that class any more (the entry stays, with count and weight 0).
    static bool releaseUse(Group& group, int id, double weight);
    /// Drops the entry at `pos` (the last entry takes its place) and frees its id.
    static void dropEntry(Group& group, std::size_t pos);
    /// Drops the entries no member crosses any more (a filling's splitOff() left them).
    static void dropLeftEntries(Group& group);
    /// Takes `f`, the group's member at `index`, out of its members (the last member takes
    /// its place).
    void dropMember(Group& group, Flow& f, std::size_t index);
    void leaveGroup(Flow& f);
    static std::uint64_t classBit(int cls) { return std::uint64_t{1} << (cls & 63); }
    void dissolveGroups();
    /// In a filling at `level`: the members of `g` crossing the class of its entry `entry`
    /// freeze, are taken out of `g` (and of the classes' unfrozen counts when `g` no longer
    /// crosses them) and listed in m_freezeFlows.
    void splitOff(int g, int entry, double level);
    void compactPool();
    // Proportional merging (flownetworkmerge.cpp).
    void refine(const std::vector<ResourceUse>& uses);
    void splitClass(int c, std::size_t begin, std::size_t end);
    void translate(const std::vector<ResourceUse>& uses, Flow& f);
    void retranslate();
    void markLoaded(int c);
    /// Integrates class c's bytes and busy time up to now(); called before its load changes or
    /// it gains its first flow or loses its last (what the integrals depend on), so advanceTo()
    /// need not visit every loaded class at every event.
    void settle(std::size_t c)
    {
        const double dt = unsettledMs(c);
        m_bytes[c] += m_load[c] * dt;
        m_busy[c] += dt;
        m_since[c] = m_now;
    }
    /// Time class c has been busy since it was last settled.
    double unsettledMs(std::size_t c) const
    {
        // m_since is never past now (only ever set to it), so the clock needs no test, and the
        // count is taken without a branch. The clock's test must have been the coin toss for the
        // predictor: a class is often settled twice at one time (a departure's removal, then
        // the refill); callers almost always settle a class that still carries flows.
        return (m_now - m_since[c]) * static_cast<double>(m_flowCount[c] > 0);
    }
    void unmarkLoaded(int c);
    /// The smallest capacity / summed weight over the classes the arrivals cross: the filling
    /// is unchanged by them below it (class doc). Any share at or below the slowest kept rate
    /// may stand for it (such a share keeps no flow).
    double arrivalShare() const;

    // Per original resource: capacity, class, bytes and busy time flushed from split classes.
    std::vector<double> m_resCapacity;
    std::vector<int> m_classOf;
    std::vector<double> m_flushedBytes, m_flushedBusy;
    mutable std::vector<double> m_outBytes, m_outBusy;
    // Per class (ids < resources): members, summed capacity; the rest of the state below
    // (load, flow count, bytes, busy, scratch) is per class too. m_classMembers may hold more
    // lists than there are classes (left by an earlier network, see the constructor).
    std::vector<std::vector<int>> m_classMembers;
    std::vector<double> m_capacity;
    bool m_merge = true;
    bool m_splitPending = false; // classes split since the flows were last translated
    // Splits since then, in order: class `cls` of capacity `capacity` became the classes in
    // m_splitParts[begin, end) (itself among them), with their capacities.
    struct Split {
        int cls;
        double capacity;
        int begin, end;
    };
    std::vector<Split> m_splits;
    std::vector<std::pair<int, double>> m_splitParts;
    std::vector<std::pair<int, double>> m_expand; // retranslate() scratch
    std::vector<int> m_lastSplit;                 // per class: its last entry in m_splits, else -1
    struct Tag {
        int cls;
        double ratio; // weight / capacity
        int resource;
        bool operator<(const Tag& o) const
        {
            return cls != o.cls       ? cls < o.cls
                   : ratio != o.ratio ? ratio < o.ratio
                                      : resource < o.resource;
        }
    };
    std::vector<Tag> m_refineScratch;
    std::vector<char> m_inRun;
    std::vector<std::vector<int>> m_parts;  // splitClass() scratch: the members of each part
    std::vector<int> m_seen, m_seenClasses; // refine() scratch, per class
    std::vector<double> m_ratio;
    // Merged uses of the flows, structure of arrays: the filling loops read one or both. The
    // vectors' size is the room; [0, m_poolEnd) is in use (holes included). Appending a flow's
    // uses by push_back and resize, and the copies as the arrays grew, were a quarter of
    // translate()'s instructions.
    std::vector<int> m_poolRes;
    std::vector<double> m_poolWeight;
    std::vector<int> m_poolEntry; // per use: the id of its class's entry in the flow's group
    std::size_t m_poolEnd = 0;
    /// Makes room for `count` more uses at m_poolEnd (all three arrays); returns m_poolEnd.
    std::size_t poolRoom(std::size_t count)
    {
        if (m_poolEnd + count > m_poolRes.size()) growPool(count);
        return m_poolEnd;
    }
    void growPool(std::size_t count);
    std::vector<int> m_compactOrder; // compactPool() scratch
    std::vector<Group> m_groups;
    std::vector<int> m_freeGroups;
    std::vector<int> m_entryPos; // addToGroup() scratch, per class, -1 outside it
    std::size_t m_livePool = 0;
    std::vector<Flow> m_flows;
    static_assert(sizeof(Flow) == 64);
    /// Per flow id: returned by finishedBy(), so its bytes count as carried when it is removed.
    std::vector<char> m_due;
    std::vector<int> m_freeIds;
    std::vector<int> m_active;
    double m_now = 0;
    double m_nextFinish;
    // Integration state: load per class under the current allocation.
    std::vector<double> m_load;
    std::vector<int> m_loaded;      // classes with flows (m_flowCount > 0)
    std::vector<int> m_loadedIndex; // position in m_loaded, -1 when not there
    std::vector<int> m_flowCount;   // active flows per class
    // What the last fillings froze, one entity per saturation in ascending rate: a single flow
    // (its id) or the group (~id) that the saturation's flows formed, with its rate, its
    // earliest finish, and the earliest finish among the first k entities. A refill keeps a
    // prefix of this order and rewrites the rest, and the kept entities' finish times do not
    // change (a departed flow is never kept: the cut is at the first entity of the smallest
    // departed rate), so the next finish is the last prefix minimum. A group appears once, and
    // only after the fillings that formed or refilled it; a refill takes a group from here
    // without reading its flows (reading them was a quarter of the simulator's L1 misses on a
    // searched DLRM-128 strategy).
    std::vector<int> m_order;
    std::vector<double> m_orderRate;
    std::vector<double> m_orderMinFinish;
    std::vector<double> m_orderFinish;   // finishedBy() scans this rather than the entities
    std::vector<double> m_targetScratch; // reallocate(): targets of flows joining a group
    bool m_arrived = false;              // a flow was added since the last reallocation
    std::vector<int> m_arrivals;         // the flows added since then
    int m_refills = 0;                   // reallocations that refilled flows
    std::vector<double> m_weightSum;     // per class: the active flows' summed weights
    double m_minDeparted;                // smallest rate of a flow removed since then
    std::vector<double> m_bytes, m_busy; // per class since it last split, up to m_since
    std::vector<double> m_since;
    std::vector<double> m_acc; // translation scratch, per class
    // Scratch of reallocate(), kept to avoid allocations. Per class, what the filling reads
    // and writes together sits together.
    struct Scratch {
        double residual = 0, weight = 0;
        int count = 0;
        int end = 0; // the class's row of entities in m_links is [m_rowBegin, end)
    };
    // An entity in a class's row of m_links: a refilled flow (entity >= 0, its index in
    // m_refill) or a group (entity = ~group id, with the group's entry for the class).
    struct Link {
        int entity, entry;
    };
    /// One use of a refilled entity, crossing class `c` with weight `w` at its old `rate`: counts
    /// and weighs it, starts the class's residual at its load and its row at `row` when the class
    /// is new to the refill, and appends `link` to the class's row.
    static void threadUse(int c, double w, double rate, Link link, Scratch* __restrict scratch,
                          Link* __restrict links, int& row, int* __restrict touched,
                          std::size_t& count, const double* __restrict load,
                          const int* __restrict flowCount, int entities, int* __restrict rowBegin);
    /// The first pass's loop over one refilled flow's uses: counts and weighs them per class,
    /// starts a touched class's residual at its load and its row at `row`, and appends the flow
    /// to each class's row; returns where the next class's row starts. Apart, with restrict
    /// pointers, because it runs once per use of every refilled flow, and inline the compiler
    /// had to reload the scratch and pool bases after every store into the rows.
    static int threadUses(const int* __restrict res, const double* __restrict weight, int length,
                          double rate, int flow, Scratch* __restrict scratch,
                          Link* __restrict links, int row, int* __restrict touched,
                          std::size_t& count, const double* __restrict load,
                          const int* __restrict flowCount, int entities, int* __restrict rowBegin);
    /// The same for one refilled group's entries (entity ~group), apart for the same reason:
    /// inline, the group loop reloaded the pointers after each store (a tenth of a simulation's
    /// instructions are this loop's).
    static int threadEntries(const GroupEntry* __restrict entries, std::size_t size, double level,
                             int group, Scratch* __restrict scratch, Link* __restrict links,
                             int row, int* __restrict touched, std::size_t& count,
                             const double* __restrict load, const int* __restrict flowCount,
                             int entities, int* __restrict rowBegin);
    std::vector<Scratch> m_scratch;
    std::vector<Link> m_links;
    std::vector<int> m_rowBegin; // per touched class: where its row starts in m_links
    std::vector<int> m_touched, m_refill, m_refillGroups;
    std::vector<char> m_frozen;
    std::vector<Span> m_span;          // per refilled flow: its merged uses in the pool
    std::vector<int> m_freezeFlows;  // flows frozen alone (not with their group), in order
    std::vector<int> m_freezeGroups; // groups frozen whole, in order
    // What one saturation of a filling froze: the groups m_freezeGroups[groupsBegin, groupsEnd)
    // and the flows m_freezeFlows[flowsBegin, flowsEnd), all at `level`.
    struct Freeze {
        int groupsBegin, groupsEnd, flowsBegin, flowsEnd;
        double level;
    };
    std::vector<Freeze> m_freezeLog;
    std::vector<int> m_splitGroups; // groups that gave up flows in the filling
    std::vector<int> m_mergeScratch;
    std::vector<std::pair<double, int>> m_shareHeap;
    Storage* m_storage;
    void swapStorage();
    std::vector<int> m_waiting; // touched classes waiting outside the filling's heap (reallocate())
    static constexpr int kWaitingCount = 1 << 28; // added to a waiting class's entity count
    int m_splitDeaths = 0; // classes splitOff() left with no unfrozen entity, per saturation
};

/// The largest arrays of a network, left for the next network of a series (the simulations of
/// a strategy search on one fabric): DLRM-128's use pool grows to hundreds of thousands of uses in
/// every simulation, and growing it and the flows' arrays afresh each time was 2 % of one.
class FlowNetwork::Storage {
    friend class FlowNetwork;
    std::vector<int> poolRes;
    std::vector<double> poolWeight;
    std::vector<int> poolEntry;
    std::vector<Flow> flows;
    // Emptied, with the room their arrays grew to: making a thousand groups' arrays afresh in
    // every DLRM-128 simulation was some 6,000 allocations, about 2 % of its time.
    std::vector<Group> groups;
    // The same for the classes' member lists: a DLRM-128 simulation makes some 800 classes.
    std::vector<std::vector<int>> classMembers;
    std::vector<Link> links;
    std::vector<int> order;
    std::vector<double> orderRate, orderMinFinish, orderFinish;
};

} // namespace topoopt::sim
