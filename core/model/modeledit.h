// Structural edits of a model's operator graph, as the model editor makes them (issue 10).
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace topoopt {

// Every edit returns the edited copy and leaves `model` alone. An edit that would break the
// graph (a cycle, an operator left without inputs, a duplicate name) throws InputError with the
// path of the offending field in topoopt-model/1 terms ("/operators/4/inputs: ..."), so the
// editor can refuse it with that message. Every result passes checkModel().

/// `op` inserted at `position` (0..ops.size()); its inputs are indices of the operators before
/// `position`. Operators after it keep their connections.
Model insertOperator(const Model& model, int position, Operator op);

/// The operator at `index` removed; its consumers take over its inputs (so removing a layer of
/// a chain keeps the chain connected).
Model removeOperator(const Model& model, int index);

/// A copy of the operator at `index` named "<name>_copy" (or "<name>_copy2", ...), with the same
/// inputs, placed right after it. Nothing consumes the copy yet.
Model duplicateOperator(const Model& model, int index);

/// The operator at `index` moved to `newIndex`, every reference renumbered. Throws when the move
/// would place an operator before one of its inputs (operators stay in topological order).
Model moveOperator(const Model& model, int index, int newIndex);

/// `consumer` takes `producer`'s output as an extra input (producer < consumer).
Model connectOperators(const Model& model, int producer, int consumer);
/// Removes `producer` from `consumer`'s inputs.
Model disconnectOperators(const Model& model, int producer, int consumer);

/// `base`, or `base` followed by the smallest number >= 2 that no operator is called yet.
std::string uniqueOperatorName(const Model& model, const std::string& base);

/// Layer of every operator for a layered drawing: 0 without inputs, else one more than the
/// deepest of its inputs (the longest path from a source).
std::vector<int> operatorLayers(const Model& model);

} // namespace topoopt
