// Image models of the zoo: ResNet-50 and VGG-16 with the standard ImageNet layer shapes.
#include "common/error.h"
#include "model/zoobuilder.h"

namespace topoopt::zoo {

namespace {

std::vector<ZooParam> visionParams(double batch)
{
    return {
        {"image_size", 224, 32, 4096, "pixels", "Input image side (a multiple of 32)", true},
        {"classes", 1000, 1, 1 << 20, "classes", "Output classes (ImageNet: 1000)", true},
        {"per_gpu_batch", batch, 1, 1 << 20, "images", "Images per GPU per iteration", true},
    };
}

std::int64_t imageSide(const Values& v)
{
    const std::int64_t side = v.integer("image_size");
    if (side % 32 != 0)
        throw InputError(
            "/model/image_size",
            TOPOOPT_WORDING("Problem", "must be a multiple of 32 (five stride-2 stages), got %1"),
            {std::to_string(side)});
    return side;
}

} // namespace

std::vector<ZooParam> resnet50Params()
{
    return visionParams(128);
}

// ResNet-50 v1.5 (He et al. 2016; torchvision's resnet50, 25,557,032 parameters): a 7x7/2
// stem and 3x3/2 max-pool, then 3, 4, 6, 3 bottleneck blocks (1x1, 3x3, 1x1 with 4x expansion;
// the stride sits on the 3x3, a 1x1 projection on the first block of each stage), global
// average pooling and a fully connected classifier. Every convolution is followed by batch
// normalization (ReLU folded in); the residual add (with its ReLU) is an elementwise op.
Model buildResnet50(const Values& v)
{
    const std::int64_t side = imageSide(v);
    Builder b("ResNet-50", "resnet50", int(v.integer("per_gpu_batch")));
    int x = b.input("image", double(3 * side * side) * b.elementBytes());
    std::int64_t hw = side / 2;
    x = b.conv("conv1", x, 3, 64, 7, 2, hw, hw, false);
    x = b.norm("bn1", {x}, 64, double(64 * hw * hw));
    hw /= 2;
    x = b.pool("maxpool", x, 64, hw, hw, 2, 3);
    std::int64_t cin = 64;
    const std::int64_t blocks[4] = {3, 4, 6, 3};
    for (int stage = 0; stage < 4; ++stage) {
        const std::int64_t width = 64 << stage, cout = width * 4;
        for (std::int64_t blk = 0; blk < blocks[stage]; ++blk) {
            const std::int64_t stride = (blk == 0 && stage > 0) ? 2 : 1;
            const std::string p =
                "layer" + std::to_string(stage + 1) + "_" + std::to_string(blk) + "_";
            const std::int64_t hin = hw;
            hw = hin / stride;
            int y = b.conv(p + "conv1", x, cin, width, 1, 1, hin, hin, false);
            y = b.norm(p + "bn1", {y}, width, double(width * hin * hin));
            y = b.conv(p + "conv2", y, width, width, 3, stride, hw, hw, false);
            y = b.norm(p + "bn2", {y}, width, double(width * hw * hw));
            y = b.conv(p + "conv3", y, width, cout, 1, 1, hw, hw, false);
            y = b.norm(p + "bn3", {y}, cout, double(cout * hw * hw));
            int shortcut = x;
            if (blk == 0) {
                shortcut = b.conv(p + "downsample", x, cin, cout, 1, stride, hw, hw, false);
                shortcut = b.norm(p + "downsample_bn", {shortcut}, cout, double(cout * hw * hw));
            }
            x = b.elementwise(p + "add", {y, shortcut}, double(cout * hw * hw), 2);
            cin = cout;
        }
    }
    x = b.pool("avgpool", x, cin, 1, 1, hw, hw);
    x = b.dense("fc", {x}, cin, v.integer("classes"));
    b.loss("loss", x, double(v.integer("classes")));
    return b.take();
}

std::vector<ZooParam> vgg16Params()
{
    std::vector<ZooParam> p = visionParams(64);
    p.insert(p.end() - 1,
             {"fc_width", 4096, 1, 1 << 20, "units", "Width of the two hidden FC layers", true});
    return p;
}

// VGG-16 (Simonyan and Zisserman 2015, configuration D; torchvision's vgg16, 138,357,544
// parameters): thirteen 3x3 convolutions with bias (ReLU folded in) in five stages of 64, 128,
// 256, 512, 512 channels, each ending in a 2x2/2 max-pool, then FC 4096, FC 4096 and the
// classifier (dropout folded into the FC layers).
Model buildVgg16(const Values& v)
{
    const std::int64_t side = imageSide(v);
    Builder b("VGG-16", "vgg16", int(v.integer("per_gpu_batch")));
    int x = b.input("image", double(3 * side * side) * b.elementBytes());
    const std::int64_t widths[5] = {64, 128, 256, 512, 512};
    const int convs[5] = {2, 2, 3, 3, 3};
    std::int64_t cin = 3, hw = side;
    for (int stage = 0; stage < 5; ++stage) {
        for (int c = 0; c < convs[stage]; ++c) {
            x = b.conv("conv" + std::to_string(stage + 1) + "_" + std::to_string(c + 1), x, cin,
                       widths[stage], 3, 1, hw, hw, true);
            cin = widths[stage];
        }
        hw /= 2;
        x = b.pool("pool" + std::to_string(stage + 1), x, cin, hw, hw, 2, 2);
    }
    const std::int64_t fc = v.integer("fc_width");
    x = b.dense("fc6", {x}, cin * hw * hw, fc);
    x = b.dense("fc7", {x}, fc, fc);
    x = b.dense("fc8", {x}, fc, v.integer("classes"));
    b.loss("loss", x, double(v.integer("classes")));
    return b.take();
}

} // namespace topoopt::zoo
