//! Nim multiplication (Library Checker nim_product_64, HDU 3404): the
//! table `a ⊗ b` of every `a, b` below a size, from the mex definition
//! itself ([`products_by_definition`]) beside game-core's fast product
//! ([`Field`]), as text and as a picture coloured by value.
//!
//! The picture of a 256 × 256 table has 65 536 cells, and a row of it
//! (`a ≠ 0`) is a permutation of `0..256`: no two neighbours share a
//! colour, so runs of equal colour do not shorten it, and a rectangle a
//! cell would be about 5 MB of SVG. The cells are instead one embedded
//! image, a PNG whose palette is the colour scale (the pixels of `(a, b)`
//! are the palette entry `a ⊗ b`), shown without smoothing: 129 to 256
//! pixels a side whatever the table's (a cell of a smaller table is a
//! square of pixels), at most about 90 KB. The axes, the subfields' outlines,
//! the disagreements (red squares drawn over it) and the legend are SVG.

use std::fmt::Write as _;

use game_core::nimber::Field;
use game_core::proof::nimbers::products_by_definition;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::cells::{tick_cells, Ticked};
use crate::picture::{
    colour, draw_legend, values_key, Key, Paint, CHECKED, DISAGREE, LEGEND_HEIGHT, LOSING, SIZE,
};
use crate::table::{count_of, flag, TooBig};

/// The largest side of the table: the numbers below 256 are a field, and
/// the mex definition of its products takes about `256^4 / 8` = 0.5·10^9
/// steps, half a second in a release build.
pub const SIZE_LIMIT: u64 = 256;

/// The widest table the text prints; a larger one prints this corner.
pub const TEXT_LIMIT: u64 = 32;

/// The Fermat 2-powers `2^(2^k)` below 2^64: each bounds a subfield.
const FERMAT: [u64; 6] = [2, 4, 16, 256, 1 << 16, 1 << 32];

/// The products `a ⊗ b` for every `a, b < size`, by the definition and by
/// [`Field::product`].
#[derive(Debug, Clone)]
pub struct Products {
    /// The side: `a, b` in `0..size`.
    pub size: u64,
    /// `definition[a][b]`, from [`products_by_definition`].
    definition: Vec<Vec<u64>>,
    /// `field[a][b]`, from [`Field::product`].
    field: Vec<Vec<u64>>,
}

impl Products {
    /// Every product below `size`, both ways.
    ///
    /// # Errors
    /// `size` below 2 or above [`SIZE_LIMIT`].
    pub fn new(size: u64) -> Result<Self, TooBig> {
        if !(2..=SIZE_LIMIT).contains(&size) {
            return Err(TooBig(format!(
                "the table's side is 2 to {SIZE_LIMIT} (the mex definition of every product \
                 below 256 is half a second), not {size}"
            )));
        }
        let definition = products_by_definition(size as usize);
        let field = Field::new();
        let field = (0..size)
            .map(|a| (0..size).map(|b| field.product(a, b)).collect())
            .collect();
        Ok(Self {
            size,
            definition,
            field,
        })
    }

    /// `a ⊗ b` by the mex definition.
    ///
    /// # Panics
    /// If `a` or `b` is not below the size.
    pub fn definition(&self, a: u64, b: u64) -> u64 {
        self.definition[a as usize][b as usize]
    }

    /// `a ⊗ b` by [`Field::product`].
    ///
    /// # Panics
    /// If `a` or `b` is not below the size.
    pub fn field(&self, a: u64, b: u64) -> u64 {
        self.field[a as usize][b as usize]
    }

    /// Replaces the fast product's `a ⊗ b` by `value`: how a disagreement
    /// shows (the tests').
    ///
    /// # Panics
    /// If `a` or `b` is not below the size.
    pub fn set_field(&mut self, a: u64, b: u64, value: u64) {
        self.field[a as usize][b as usize] = value;
    }

    /// The cells `(a, b)` where the two differ, row by row.
    pub fn disagreements(&self) -> Vec<(u64, u64)> {
        let n = self.size;
        (0..n)
            .flat_map(|a| (0..n).map(move |b| (a, b)))
            .filter(|&(a, b)| self.definition(a, b) != self.field(a, b))
            .collect()
    }

    /// The largest product in the table (by the definition).
    pub fn max(&self) -> u64 {
        self.definition.iter().flatten().copied().max().unwrap_or(0)
    }

    /// The Fermat 2-powers `F` whose subfield (the numbers below `F`) the
    /// table holds whole, and whether every product of two of its numbers
    /// is again below `F`.
    pub fn subfields(&self) -> Vec<(u64, bool)> {
        FERMAT
            .iter()
            .filter(|&&f| f <= self.size)
            .map(|&f| {
                let closed = (0..f).all(|a| (0..f).all(|b| self.definition(a, b) < f));
                (f, closed)
            })
            .collect()
    }

    /// The Fermat 2-powers `F` with `F < size`, and `F ⊗ F` by the
    /// definition (Conway's rule says `F ⊕ F/2 = 3F/2`).
    pub fn squares(&self) -> Vec<(u64, u64)> {
        FERMAT
            .iter()
            .filter(|&&f| f < self.size)
            .map(|&f| (f, self.definition(f, f)))
            .collect()
    }
}

/// The colour class of a product: 0 dark, the others by value, red where
/// the two computations differ.
pub fn paint(products: &Products, a: u64, b: u64) -> Paint {
    let v = products.definition(a, b);
    if v != products.field(a, b) {
        Paint::Disagree
    } else if v == 0 {
        Paint::Losing
    } else {
        Paint::Grundy(v as u32)
    }
}

/// The table as text: the definition's `a ⊗ b` for `a, b` below the size
/// (the corner below [`TEXT_LIMIT`] of a larger one), a `!` after a product
/// where [`Field::product`] differs; then the checks on the whole table.
pub fn text(products: &Products) -> String {
    let n = products.size;
    let shown = n.min(TEXT_LIMIT);
    let mut out = String::from(
        "Nim multiplication (Library Checker nim_product_64, HDU 3404): \
         a ⊗ b = mex{ a′⊗b ⊕ a⊗b′ ⊕ a′⊗b′ : a′ < a, b′ < b }, where ⊕ is XOR (Nim addition) \
         and mex the least number not in the set.\n",
    );
    let _ = writeln!(
        out,
        "a ⊗ b for a, b < {shown}{}, from the mex definition (proof::nimbers::\
         products_by_definition); a ! marks a product where nimber::Field::product differs.\n",
        if shown < n {
            format!(" (the corner of the table below {n})")
        } else {
            String::new()
        }
    );
    let width = (0..shown)
        .flat_map(|a| (0..shown).map(move |b| (a, b)))
        .map(|(a, b)| products.definition(a, b).to_string().len())
        .max()
        .unwrap_or(1)
        .max(shown.saturating_sub(1).to_string().len())
        + 1;
    let head: String = (0..shown).map(|b| format!(" {b:>width$}")).collect();
    let _ = writeln!(out, "a \\ b |{head}");
    let _ = writeln!(out, "------+{}", "-".repeat((width + 1) * shown as usize));
    for a in 0..shown {
        let row: String = (0..shown)
            .map(|b| {
                let v = products.definition(a, b);
                let mark = if v == products.field(a, b) { "" } else { "!" };
                format!(" {:>width$}", format!("{v}{mark}"))
            })
            .collect();
        let _ = writeln!(out, "{a:>5} |{row}");
    }
    out.push('\n');
    for (f, closed) in products.subfields() {
        let _ = writeln!(
            out,
            "The numbers below {f} multiply among themselves (a subfield): {}.",
            if closed {
                "ok"
            } else {
                "DIFFERENT: a product leaves it"
            }
        );
    }
    let squares: Vec<String> = products
        .squares()
        .iter()
        .map(|&(f, s)| format!("{f} ⊗ {f} = {s}"))
        .collect();
    if !squares.is_empty() {
        let ok = products.squares().iter().all(|&(f, s)| s == f / 2 * 3);
        let _ = writeln!(
            out,
            "Conway's rule F ⊗ F = F ⊕ F/2 = 3F/2 for the Fermat 2-powers F = 2^(2^k): {}: {}.",
            squares.join(", "),
            flag(ok)
        );
    }
    let bad = products.disagreements();
    if bad.is_empty() {
        let _ = writeln!(
            out,
            "The mex definition and nimber::Field::product agree on all {}.",
            count_of(n * n, "product", "products")
        );
    } else {
        let shown: Vec<String> = bad
            .iter()
            .take(8)
            .map(|&(a, b)| format!("{a} ⊗ {b}"))
            .collect();
        let _ = writeln!(
            out,
            "DISAGREEMENT: nimber::Field::product differs from the mex definition on {} of {} \
             products: {}.",
            bad.len(),
            n * n,
            shown.join(", ")
        );
    }
    out
}

/// The palette of the picture's image: entry `v` is the colour of the
/// value `v` on the scale `1..=max` (0 dark).
pub fn palette(max: u64) -> Vec<[u8; 3]> {
    (0..=max)
        .map(|v| {
            let c = match v {
                0 => LOSING,
                v => colour(Paint::Grundy(v as u32), max as u32),
            };
            [c.0, c.1, c.2]
        })
        .collect()
}

/// The pixels a cell takes in the picture's image: `⌊256 / size⌋`, so that
/// the image is 129 to 256 pixels a side (at most 65 536 pixels, about 90
/// KB in the SVG) whatever the size, and a renderer that smooths it anyway
/// (one that ignores `image-rendering`, as librsvg does) blurs only the
/// cells' edges.
pub fn image_scale(size: u64) -> u64 {
    (256 / size).max(1)
}

/// The picture's image: a PNG of [`image_scale`] pixels a cell, `size` cells
/// a side, with one palette entry per value ([`palette`]); the cell in
/// column `a` and row `size − 1 − b` (b upwards) has the definition's
/// `a ⊗ b`.
///
/// # Panics
/// If the table holds a value of 256 or more (it never does: the numbers
/// below 256 are a field).
pub fn image(products: &Products) -> Vec<u8> {
    let n = products.size;
    let k = image_scale(n);
    let max = products.max();
    assert!(max < 256, "a palette has at most 256 entries");
    let side = n * k;
    let mut pixels = Vec::with_capacity((side * side) as usize);
    for row in 0..side {
        let b = n - 1 - row / k;
        pixels.extend((0..side).map(|col| products.definition(col / k, b) as u8));
    }
    png::indexed(side as u32, side as u32, &palette(max), &pixels)
}

/// Draws the table as an SVG document: `a` across, `b` upwards, each cell
/// coloured by `a ⊗ b` (one embedded image, see the [module](self)), the
/// subfields below 4 and 16 outlined, disagreements red.
///
/// # Errors
/// What plotters says, in one line.
pub fn svg(products: &Products) -> Result<String, String> {
    let failed = |e: Box<dyn std::error::Error>| format!("cannot draw the picture: {e}");
    // Once to measure the plot area, once with it made square, centred
    // across.
    let (_, _, w, h) = draw(products, (0, 0), &mut String::new()).map_err(failed)?;
    let square = (w.max(h) - w.min(h)) as u32;
    let shrink = if w > h { (square, 0) } else { (0, square) };
    let mut out = String::new();
    let placed = draw(products, shrink, &mut out).map_err(failed)?;
    // The image goes right after the white background, under everything
    // else plotters drew.
    let (x, y, w, h) = placed;
    let image = format!(
        "<image x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" preserveAspectRatio=\"none\" \
         image-rendering=\"pixelated\" style=\"image-rendering:pixelated\" \
         href=\"data:image/png;base64,{}\"/>\n",
        png::base64(&image(products))
    );
    let background = out
        .find("<rect")
        .and_then(|start| out[start..].find("/>").map(|end| start + end + 2))
        .ok_or("cannot draw the picture: no background")?;
    out.insert_str(background, &format!("\n{image}"));
    Ok(out)
}

/// Draws everything but the cells, the plot area narrowed by `shrink.0`
/// pixels (half each side) and lowered by `shrink.1`; returns where the
/// cells' image goes: its left, top, width and height in pixels.
fn draw(
    products: &Products,
    shrink: (u32, u32),
    out: &mut String,
) -> Result<(i32, i32, i32, i32), Box<dyn std::error::Error>> {
    let n = products.size;
    let (lo, hi) = (-0.5, n as f64 - 0.5);
    let root = SVGBackend::with_string(out, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, legend) = root.split_vertically(SIZE.1 - LEGEND_HEIGHT);
    let title = format!("Nim multiplication a ⊗ b, a, b < {n}");
    let (across, down) = shrink;
    let area =
        top.titled(&title, ("sans-serif", 22))?
            .margin(0, down, across / 2, across - across / 2);
    let cell = f64::from(area.dim_in_pixel().1.min(area.dim_in_pixel().0)) / n as f64;
    let widest = (n - 1).to_string().len() as f64;
    let x_ticks = tick_cells(0, n - 1, 0, cell, widest * 6.6 + 8.0);
    let y_ticks = tick_cells(0, n - 1, 0, cell, 16.0);
    let mut chart = ChartBuilder::on(&area)
        .margin(16)
        .margin_top(5)
        .x_label_area_size(44)
        .y_label_area_size(52)
        .build_cartesian_2d(Ticked::new(lo..hi, x_ticks), Ticked::new(lo..hi, y_ticks))?;
    let label = |v: &f64| {
        let cell = v.round();
        if (v - cell).abs() > 1e-6 || cell < 0.0 {
            String::new()
        } else {
            format!("{cell:.0}")
        }
    };
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("a")
        .y_desc("b")
        .x_label_formatter(&label)
        .y_label_formatter(&label)
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 16))
        .draw()?;
    let (left, top_px) = chart.backend_coord(&(lo, hi));
    let (right, bottom) = chart.backend_coord(&(hi, lo));
    let px = f64::from(right - left) / n as f64;
    // Disagreements: red squares with a white edge, over the image.
    let bad = products.disagreements();
    chart.draw_series(bad.iter().map(|&(a, b)| {
        let (a, b) = (a as f64, b as f64);
        Rectangle::new([(a - 0.5, b - 0.5), (a + 0.5, b + 0.5)], DISAGREE.filled())
    }))?;
    if px >= 22.0 {
        let style = ("sans-serif", (px * 0.4).min(14.0))
            .into_font()
            .color(&BLACK)
            .pos(Pos::new(HPos::Center, VPos::Center));
        chart.draw_series(
            (0..n)
                .flat_map(|a| (0..n).map(move |b| (a, b)))
                .map(|(a, b)| {
                    let style = match paint(products, a, b) {
                        Paint::Losing | Paint::Disagree => style.clone().color(&WHITE),
                        _ => style.clone(),
                    };
                    Text::new(
                        products.definition(a, b).to_string(),
                        (a as f64, b as f64),
                        style,
                    )
                }),
        )?;
    }
    // The subfields below 4 and 16 inside the table: their squares.
    let outlined: Vec<u64> = FERMAT
        .iter()
        .copied()
        .filter(|&f| f >= 4 && f < n)
        .collect();
    for &f in &outlined {
        let k = f as f64 - 0.5;
        chart.draw_series(std::iter::once(PathElement::new(
            vec![(lo, k), (k, k), (k, lo)],
            CHECKED.stroke_width(2),
        )))?;
    }
    let max = products.max() as u32;
    let mut items = vec![
        (Key::Square(LOSING), "0: a ⊗ 0 = 0 ⊗ b = 0".to_string()),
        (values_key(1..=max, max), "a ⊗ b, by value:".to_string()),
    ];
    if !outlined.is_empty() {
        let sides: Vec<String> = outlined.iter().map(u64::to_string).collect();
        items.push((
            Key::Line(CHECKED),
            format!(
                "the numbers below {} multiply among themselves (subfields)",
                sides.join(" and ")
            ),
        ));
    }
    if !bad.is_empty() {
        items.push((
            Key::Square(DISAGREE),
            "nimber::Field::product and the mex definition DISAGREE here".into(),
        ));
    }
    items.push((
        Key::None,
        format!(
            "every product from the mex definition (proof::nimbers), checked against \
             nimber::Field::product: {}",
            if bad.is_empty() {
                "all agree".to_string()
            } else {
                format!("{} differ", bad.len())
            }
        ),
    ));
    draw_legend(&legend, &items)?;
    root.present()?;
    Ok((left, top_px, right - left, bottom - top_px))
}

/// A minimal PNG writer (palette images, stored without compression) and
/// base64, for the picture's embedded image.
pub mod png {
    /// The PNG of a `width × height` image of palette indices `pixels`
    /// (row by row, top first) with `palette` (at most 256 colours),
    /// 8 bits a pixel, its data in zlib's stored blocks.
    ///
    /// # Panics
    /// If `pixels` is not `width · height` long, or the palette has more
    /// than 256 entries.
    pub fn indexed(width: u32, height: u32, palette: &[[u8; 3]], pixels: &[u8]) -> Vec<u8> {
        assert_eq!(pixels.len() as u64, u64::from(width) * u64::from(height));
        assert!(palette.len() <= 256, "a palette has at most 256 entries");
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut header = Vec::new();
        header.extend(width.to_be_bytes());
        header.extend(height.to_be_bytes());
        // 8 bits, palette colour, deflate, filters, no interlace.
        header.extend([8, 3, 0, 0, 0]);
        chunk(&mut png, b"IHDR", &header);
        chunk(&mut png, b"PLTE", &palette.concat());
        // Each row after its filter byte, 0: none.
        let mut raw = Vec::with_capacity(pixels.len() + height as usize);
        for row in pixels.chunks(width.max(1) as usize) {
            raw.push(0);
            raw.extend_from_slice(row);
        }
        chunk(&mut png, b"IDAT", &zlib_stored(&raw));
        chunk(&mut png, b"IEND", &[]);
        png
    }

    /// Appends a chunk: its length, type, data and CRC.
    fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        png.extend((data.len() as u32).to_be_bytes());
        let start = png.len();
        png.extend_from_slice(kind);
        png.extend_from_slice(data);
        let crc = crc32(&png[start..]);
        png.extend(crc.to_be_bytes());
    }

    /// A zlib stream of `data` in stored (uncompressed) deflate blocks.
    pub fn zlib_stored(data: &[u8]) -> Vec<u8> {
        // Deflate, a 32 KiB window, no dictionary; 0x7801 is a multiple of 31.
        let mut out = vec![0x78, 0x01];
        let blocks: Vec<&[u8]> = data.chunks(0xFFFF).collect();
        if blocks.is_empty() {
            out.extend([1, 0, 0, 0xFF, 0xFF]);
        }
        for (i, block) in blocks.iter().enumerate() {
            out.push(u8::from(i + 1 == blocks.len()));
            let len = block.len() as u16;
            out.extend(len.to_le_bytes());
            out.extend((!len).to_le_bytes());
            out.extend_from_slice(block);
        }
        out.extend(adler32(data).to_be_bytes());
        out
    }

    /// The CRC-32 of PNG chunks (ISO-HDLC, reflected, polynomial
    /// 0xEDB88320), a bit at a time.
    pub fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = u32::MAX;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    crc >> 1 ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    /// The Adler-32 checksum of zlib.
    pub fn adler32(bytes: &[u8]) -> u32 {
        let (mut a, mut b) = (1u32, 0u32);
        for &byte in bytes {
            a = (a + u32::from(byte)) % 65_521;
            b = (b + a) % 65_521;
        }
        b << 16 | a
    }

    /// Standard base64, with padding.
    pub fn base64(bytes: &[u8]) -> String {
        const DIGITS: &[u8; 64] =
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
        for group in bytes.chunks(3) {
            let n = group
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
            for i in 0..4 {
                if i <= group.len() {
                    out.push(char::from(DIGITS[(n >> (18 - 6 * i) & 63) as usize]));
                } else {
                    out.push('=');
                }
            }
        }
        out
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_checksums_and_base64_of_known_strings() {
            assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
            assert_eq!(crc32(b"IEND"), 0xAE42_6082);
            assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
            assert_eq!(base64(b""), "");
            assert_eq!(base64(b"f"), "Zg==");
            assert_eq!(base64(b"fo"), "Zm8=");
            assert_eq!(base64(b"foo"), "Zm9v");
            assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        }

        #[test]
        fn stored_blocks_split_at_65535_bytes() {
            let data = vec![7u8; 70_000];
            let z = zlib_stored(&data);
            assert_eq!(z.len(), 2 + 2 * 5 + 70_000 + 4);
            assert_eq!(&z[2..7], &[0, 0xFF, 0xFF, 0, 0]);
            assert_eq!(z[2 + 5 + 65_535], 1);
        }
    }
}
