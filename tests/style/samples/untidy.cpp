// Deliberately breaks two of .clang-tidy's checks: style_clangtidy_refuses must name both.
#include <string>
#include <vector>

std::size_t countNonEmpty(std::vector<std::string> lines)
{
    std::size_t count = 0;
    for (const std::string &line : lines) {
        if (!(line.size() == 0))
            ++count;
    }
    return count;
}
