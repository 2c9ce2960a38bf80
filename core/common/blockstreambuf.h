// An output streambuf that collects text in 64 KB blocks and hands each block on whole: the
// base of the writers that stream megabytes of JSON to a file, a device or another stream.
#pragma once

#include <cstddef>
#include <streambuf>

namespace topoopt {

class BlockStreamBuf : public std::streambuf {
public:
    BlockStreamBuf() { setp(m_buf, m_buf + kSize); }
    BlockStreamBuf(const BlockStreamBuf&) = delete;
    BlockStreamBuf& operator=(const BlockStreamBuf&) = delete;

protected:
    /// Takes a full block (or the rest, on flush); false when it could not all be taken, which
    /// sets the stream's badbit.
    virtual bool writeBlock(const char* data, std::size_t size) = 0;

    int_type overflow(int_type ch) override
    {
        if (!drain()) return traits_type::eof();
        if (!traits_type::eq_int_type(ch, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(ch);
            pbump(1);
        }
        return traits_type::not_eof(ch);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    static constexpr std::ptrdiff_t kSize = 1 << 16;
    bool drain()
    {
        const std::size_t n = static_cast<std::size_t>(pptr() - pbase());
        setp(m_buf, m_buf + kSize);
        return n == 0 || writeBlock(m_buf, n);
    }
    char m_buf[kSize];
};

} // namespace topoopt
