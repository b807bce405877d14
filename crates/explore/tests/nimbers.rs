//! explore's commands for nimbers: the Nim multiplication table (its text,
//! its checks, the picture's embedded image decoded pixel by pixel) and the
//! coin-turning games' single-coin values, and bad arguments.

// No test here closes the pipe early: no command here prints the 64 KiB that
// needs (their writes go through the same `emit` as the others').
mod common;
use common::{
    assert_each_is_one_error_line, assert_no_disagreement, explore, line, scratch, svg_texts,
};

use explore::coins::{self, Game};
use explore::nimbers::{self, png, Products};
use explore::picture::Paint;
use explore::plane::quiet;
use game_core::nimber::Field;
use game_core::proof::nimbers::Conway;

#[test]
fn the_table_of_16_and_its_checks() {
    let products = Products::new(16).unwrap();
    let text = nimbers::text(&products);
    assert_no_disagreement(&text);
    insta::assert_snapshot!("nim_product_16", text);
    // Conway's rules, independently: every product below 16 bit by bit.
    let conway = Conway::new();
    for a in 0..16 {
        for b in 0..16 {
            assert_eq!(products.definition(a, b), conway.product(a, b));
        }
    }
}

#[test]
fn the_field_of_256_agrees_and_its_subfields_are_closed() {
    let products = Products::new(256).unwrap();
    assert!(products.disagreements().is_empty());
    assert_eq!(products.max(), 255);
    assert_eq!(
        products.subfields(),
        [(2, true), (4, true), (16, true), (256, true)]
    );
    assert_eq!(products.squares(), [(2, 3), (4, 6), (16, 24)]);
    let text = nimbers::text(&products);
    assert_no_disagreement(&text);
    assert!(
        text.contains("(the corner of the table below 256)"),
        "{text}"
    );
    assert_eq!(
        line(&text, "The mex definition"),
        "The mex definition and nimber::Field::product agree on all 65536 products."
    );
    // Only the corner below 32 is printed.
    assert_eq!(text.lines().filter(|l| l.contains(" |")).count(), 33);
}

#[test]
fn a_difference_is_flagged_in_the_table_and_the_picture() {
    let mut products = Products::new(8).unwrap();
    products.set_field(5, 6, 0);
    assert_eq!(products.disagreements(), [(5, 6)]);
    assert_eq!(nimbers::paint(&products, 5, 6), Paint::Disagree);
    assert_eq!(nimbers::paint(&products, 0, 6), Paint::Losing);
    assert_eq!(nimbers::paint(&products, 5, 5), Paint::Grundy(7));
    let text = nimbers::text(&products);
    // "5", "|", then b = 0, 1, …
    assert_eq!(
        line(&text, "    5 |").split_whitespace().nth(2 + 6),
        Some("8!")
    );
    assert_eq!(
        line(&text, "DISAGREEMENT"),
        "DISAGREEMENT: nimber::Field::product differs from the mex definition on 1 of 64 \
         products: 5 ⊗ 6."
    );
    let svg = nimbers::svg(&products).unwrap();
    assert!(svg.contains("nimber::Field::product and the mex definition DISAGREE here"));
    assert!(svg.contains("fill=\"#E01010\""), "the red square");
}

/// A PNG of ours, decoded: the width, height, palette and palette indices,
/// after checking each chunk's CRC, the stored blocks and the Adler-32.
fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>, Vec<u8>) {
    assert_eq!(&png_bytes[..8], b"\x89PNG\r\n\x1a\n");
    let mut at = 8;
    let (mut header, mut palette, mut data) = (Vec::new(), Vec::new(), Vec::new());
    let mut kinds = Vec::new();
    while at < png_bytes.len() {
        let len = u32::from_be_bytes(png_bytes[at..at + 4].try_into().unwrap()) as usize;
        let kind = &png_bytes[at + 4..at + 8];
        let body = &png_bytes[at + 8..at + 8 + len];
        let crc = u32::from_be_bytes(png_bytes[at + 8 + len..at + 12 + len].try_into().unwrap());
        assert_eq!(crc, png::crc32(&png_bytes[at + 4..at + 8 + len]));
        kinds.push(String::from_utf8(kind.to_vec()).unwrap());
        match kind {
            b"IHDR" => header = body.to_vec(),
            b"PLTE" => palette = body.chunks(3).map(|c| [c[0], c[1], c[2]]).collect(),
            b"IDAT" => data.extend_from_slice(body),
            _ => {}
        }
        at += 12 + len;
    }
    assert_eq!(kinds, ["IHDR", "PLTE", "IDAT", "IEND"]);
    let width = u32::from_be_bytes(header[0..4].try_into().unwrap());
    let height = u32::from_be_bytes(header[4..8].try_into().unwrap());
    assert_eq!(header[8..], [8, 3, 0, 0, 0]);
    // zlib: the header, stored blocks, the checksum.
    assert_eq!(data[..2], [0x78, 0x01]);
    let (mut raw, mut at) = (Vec::new(), 2);
    loop {
        let last = data[at] == 1;
        assert!(data[at] <= 1, "a stored block");
        let len = u16::from_le_bytes([data[at + 1], data[at + 2]]);
        let nlen = u16::from_le_bytes([data[at + 3], data[at + 4]]);
        assert_eq!(len, !nlen);
        raw.extend_from_slice(&data[at + 5..at + 5 + len as usize]);
        at += 5 + len as usize;
        if last {
            break;
        }
    }
    let adler = u32::from_be_bytes(data[at..at + 4].try_into().unwrap());
    assert_eq!((adler, at + 4), (png::adler32(&raw), data.len()));
    let mut pixels = Vec::new();
    for row in raw.chunks(width as usize + 1) {
        assert_eq!(row[0], 0, "no filter");
        pixels.extend_from_slice(&row[1..]);
    }
    assert_eq!(pixels.len(), (width * height) as usize);
    (width, height, palette, pixels)
}

/// The embedded image of an SVG of ours, and the SVG without it.
fn split_image(svg: &str) -> (Vec<u8>, String) {
    let key = "href=\"data:image/png;base64,";
    assert_eq!(svg.matches(key).count(), 1);
    let start = svg.find(key).unwrap() + key.len();
    let end = start + svg[start..].find('"').unwrap();
    let data = &svg[start..end];
    let digits = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut bytes = Vec::new();
    let mut bits = 0u32;
    let mut count = 0;
    for c in data.bytes().filter(|&c| c != b'=') {
        bits = bits << 6 | digits.iter().position(|&d| d == c).unwrap() as u32;
        count += 6;
        if count >= 8 {
            count -= 8;
            bytes.push((bits >> count) as u8);
        }
    }
    let rest = format!("{}{}{}", &svg[..start], "<the PNG>", &svg[end..]);
    (bytes, rest)
}

#[test]
fn the_pictures_image_is_the_table_cell_by_cell() {
    let field = Field::new();
    for size in [4, 16, 100, 256] {
        let products = Products::new(size).unwrap();
        let svg = nimbers::svg(&products).unwrap();
        let (image, rest) = split_image(&svg);
        assert_eq!(image, nimbers::image(&products));
        let (width, height, palette, pixels) = decode(&image);
        let k = nimbers::image_scale(size);
        assert_eq!((width, height), ((size * k) as u32, (size * k) as u32));
        assert!(width > 128 && width <= 256, "{width}");
        assert_eq!(palette, nimbers::palette(products.max()));
        for (i, &p) in pixels.iter().enumerate() {
            let (col, row) = (i as u64 % u64::from(width), i as u64 / u64::from(width));
            let (a, b) = (col / k, size - 1 - row / k);
            assert_eq!(u64::from(p), field.product(a, b), "{size}: ({a}, {b})");
        }
        // Right after the background, the size of the plot area, square;
        // the file well under 200 KB.
        let image_line = rest.lines().nth(2).unwrap();
        assert!(image_line.starts_with("<image "), "{image_line}");
        let dim = |name: &str| common::attr(image_line, name).unwrap().to_string();
        assert_eq!(dim("width"), dim("height"));
        assert!(svg.len() < 200_000, "{size}: {} bytes", svg.len());
        // Small tables write each product in its cell, column by column.
        let labels: Vec<&str> = svg_texts(&rest).iter().map(|&(_, t)| t).collect();
        let products_written: Vec<String> = (0..size)
            .flat_map(|a| (0..size).map(move |b| (a, b)))
            .map(|(a, b)| field.product(a, b).to_string())
            .collect();
        let written = labels
            .windows(products_written.len())
            .any(|w| w.iter().zip(&products_written).all(|(l, p)| l == p));
        assert_eq!(written, size <= 32, "{size}");
        if size == 4 {
            insta::assert_snapshot!("nim_product_4_svg", rest);
        }
    }
}

#[test]
fn the_command_prints_the_table_and_draws_it() {
    let dir = scratch("nim-product");
    let (stdout, stderr, code) = explore(&["nim-product", "--size", "256", "--svg"], &dir);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert_eq!(stdout, {
        let products = Products::new(256).unwrap();
        let svg = std::fs::read_to_string(dir.join("nim-product.svg")).unwrap();
        assert_eq!(svg, nimbers::svg(&products).unwrap());
        format!(
            "{}\nWrote nim-product.svg (a, b < 256, {} KB; every product from the mex \
             definition, agrees with nimber::Field::product).\n",
            nimbers::text(&products),
            svg.len().div_ceil(1000)
        )
    });
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn single_coin_values_beside_the_game_tree() {
    for (game, coins, name) in [
        (Game::MockTurtles, 12, "coins_mock_turtles_12"),
        (Game::Multiples, 18, "coins_multiples_18"),
        (Game::TurningTurtles, 6, "coins_turning_turtles_6"),
        (Game::Ruler, 9, "coins_ruler_9"),
    ] {
        let values = coins::values(game, coins, &quiet).unwrap();
        let text = coins::text(&values);
        assert_no_disagreement(&text);
        insta::assert_snapshot!(name, text);
        assert_eq!(values.values.len(), coins as usize);
        assert!(values.xor_failures.is_empty());
    }
    // From the game tree, against the statements' words: HDU 3537's
    // 1, 2, 4, 7, 8, 11, 13, 14 and P3179's sample values (n = 3: 2, 1, 1).
    let mock = coins::values(Game::MockTurtles, 8, &quiet).unwrap();
    let tree: Vec<u64> = mock.values.iter().map(|c| c.tree).collect();
    assert_eq!(tree, [1, 2, 4, 7, 8, 11, 13, 14]);
    let p3179 = coins::values(Game::Multiples, 3, &quiet).unwrap();
    let tree: Vec<u64> = p3179.values.iter().map(|c| c.tree).collect();
    assert_eq!(tree, [2, 1, 1]);
    // Every game at its limit.
    for game in [
        Game::TurningTurtles,
        Game::Ruler,
        Game::MockTurtles,
        Game::Multiples,
    ] {
        let values = coins::values(game, game.limit(), &quiet).unwrap();
        assert_no_disagreement(&coins::text(&values));
    }
}

#[test]
fn a_coin_that_differs_is_flagged() {
    let mut values = coins::values(Game::Ruler, 8, &quiet).unwrap();
    values.values[3].core = 5;
    values.xor_failures.push(0b1000);
    let text = coins::text(&values);
    assert_eq!(line(&text, "   4 "), "   4     4     5  DIFFERENT");
    assert_eq!(
        line(&text, "DISAGREEMENT: the game tree"),
        "DISAGREEMENT: the game tree and game-core differ on 1 of 8 coins: 4."
    );
    assert_eq!(
        line(&text, "DISAGREEMENT: 1 of"),
        "DISAGREEMENT: 1 of 256 positions are not the XOR of their heads' single values \
         (first: heads 0b1000)."
    );
}

#[test]
fn bad_arguments_give_one_line_and_status_2() {
    let dir = scratch("bad");
    let cases: [(&[&str], &str); 6] = [
        (
            &["nim-product", "--size", "1"],
            "error: invalid value '1' for '--size <SIZE>'",
        ),
        (
            &["nim-product", "--size", "257"],
            "error: invalid value '257' for '--size <SIZE>'",
        ),
        (
            &["coins"],
            "error: the following required arguments were not provided:",
        ),
        (&["coins", "nim"], "error: invalid value 'nim' for '<GAME>'"),
        (
            &["coins", "ruler", "--coins", "0"],
            "error: invalid value '0' for '--coins <COINS>'",
        ),
        (
            &["coins", "mock-turtles", "--coins", "15"],
            "error: mock-turtles takes 1 to 14 coins (the game tree of every set of heads of 14 \
             coins is about a second), not 15",
        ),
    ];
    assert_each_is_one_error_line(&cases, &dir);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn help_names_the_commands_and_their_limits() {
    let dir = scratch("help");
    let (stdout, _, code) = explore(&["--help"], &dir);
    assert_eq!(code, Some(0));
    assert!(
        stdout.contains("explore nim-product --size 256 --svg"),
        "{stdout}"
    );
    assert!(stdout.contains("explore coins mock-turtles"), "{stdout}");
    let (stdout, _, _) = explore(&["nim-product", "--help"], &dir);
    assert!(stdout.contains("[2 to 256"), "{stdout}");
    let (stdout, _, _) = explore(&["coins", "--help"], &dir);
    assert!(stdout.contains("at most 16, 16, 14 and 18"), "{stdout}");
    std::fs::remove_dir_all(dir).unwrap();
}
