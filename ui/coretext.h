// Text the core gives in English, worded again in the interface's language: the model zoo's
// parameter units and help, a strategy's shape, a GPU memory overrun. The core keeps its
// English for the CLI and the files; the studio says the same from the numbers.
#pragma once

#include <QString>

#include <string>

class QDoubleSpinBox;

namespace topoopt {
enum class OpKind;
enum class ParamMode;
struct StrategyShape;
struct MemoryUse;
} // namespace topoopt

namespace topoopt::ui {

/// A zoo parameter's unit ("rows", "tables") translated; unknown units come back as they are.
QString zooUnitText(const std::string& unit);
/// The same for a spin box showing `value`: the singular ("1 layer") when it is 1.
QString zooUnitText(const std::string& unit, double value);
/// A zoo parameter's label for a form row ("Bottom MLP layers" for bottom_layers), translated;
/// an unknown key comes back as it is.
QString zooParamLabel(const std::string& key);
/// A zoo parameter's help line translated; unknown lines come back as they are.
QString zooHelpText(const std::string& help);

/// What both model parameter forms show for one zoo parameter: its range, whole numbers or
/// three decimals, thousands grouped, the translated unit as suffix and a tooltip with the
/// help, range and default.
void setUpZooParamBox(QDoubleSpinBox* box, double min, double max, double defaultValue,
                      bool integer, const std::string& unit, const std::string& help);

/// An operator kind as the interface names it; its file keyword (opKindName) in English.
QString opKindText(OpKind kind);
/// A placement's parameter mode as the interface names it; its keyword in English.
QString paramModeText(ParamMode mode);
/// One ParallelFlag bit as the interface names it; its keyword (parallelFlagName) in English.
QString parallelFlagText(unsigned flag);
/// The flags of a set, named as parallelFlagText() does and listed the language's way.
QString parallelFlagsText(unsigned flags);

/// "12 replicated operators on 1 server set; 64 partitioned on 64 servers; tensor split on 8".
QString strategyShapeText(const StrategyShape& shape);
/// "server 3 needs 45.1 GB per GPU (...), above the 40 GB of one GPU"; empty when it fits.
QString memoryProblemText(const MemoryUse& use);

} // namespace topoopt::ui
