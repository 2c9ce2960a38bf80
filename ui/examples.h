// The built-in example scenarios of File > Open Example: the paper's headline cases at 128
// servers and two small ones whose search ends in seconds, for a first look or a lesson.
#pragma once

#include <QString>

#include <vector>

#include "scenario/scenario.h"

namespace topoopt::ui {

struct Example {
    QString resource; ///< ":/examples/<file>.json", compiled into the program
    QString title;    ///< translated, for the menu
};

/// In menu order; the first is the scenario a new window starts with.
std::vector<Example> builtInExamples();

/// Reads an example; throws InputError naming the resource if it does not parse or validate
/// (a build that lost or corrupted its resources).
Scenario loadExample(const Example& example);

} // namespace topoopt::ui
