#include "teachingaccount.h"

#include <QCoreApplication>

namespace topoopt::ui {

QString sentenceWording(const std::string& id)
{
    // The catalogues hold the core's English wordings under this context (lupdate reads the
    // core's TOPOOPT_WORDING as QT_TRANSLATE_NOOP), so the core's text is the key.
    const std::string english = finderSentenceTemplate(id);
    if (english.empty()) return {};
    return QCoreApplication::translate("FinderAccount", english.c_str());
}

QString phraseSentence(const FinderSentence& sentence)
{
    // The core fills the placeholders of the translated wording too (it works on UTF-8).
    return QString::fromStdString(
        fillPlaceholders(sentenceWording(sentence.id).toStdString(), sentence.facts));
}

QString phraseAccount(const std::vector<FinderSentence>& sentences)
{
    QString out;
    for (const FinderSentence& s : sentences)
        out =
            out.isEmpty()
                ? phraseSentence(s)
                //: Two sentences of an account in a row (English: with a space)
                : QCoreApplication::translate("FinderAccount", "%1 %2").arg(out, phraseSentence(s));
    return out;
}

} // namespace topoopt::ui
