// 2PM first-stage pattern matcher: one per flash channel, on the page read-data path.
//
// It classifies each page of a search sub-request as it streams past (2PM section III.A): the
// query is an ordered sequence of literal keys K0 .. K(n-1) (n = 2 is the paper's start key and
// end key, n = 1 a plain literal), and a page is
//   matched     when the keys occur inside it in order, each starting after the previous one ends;
//   partial     when at least one key occurs inside it but not the whole sequence in order;
//   mismatched  when no key occurs inside it.
// A page result also carries what the second stage needs to join pages without looking at their
// bytes again (rtl/pm2/doc/README.md, "Joining pages"):
//   found  which keys occur wholly inside the page;
//   adv[s] the state greedy in-order matching reaches at the page end when it enters the page
//          looking for key s (adv[s] = s for s >= n): composing adv over the pages of a request is
//          the exact answer whenever no key occurrence spans a page boundary;
//   head[k] bit j-1: the page begins with the last j bytes of key k (1 <= j < len k);
//   tail[k] bit MaxKeyBytes-len+j-1 (right-aligned, as the key in its slot): the page ends with
//          the first j bytes of key k (1 <= j < len k);
// so key k spans the boundary between pages p and p+1 exactly when the page ends with its first
// j bytes and the next begins with its last len-j. head and tail are reported for pages of at
// least MaxKeyBytes bytes (0 for shorter pages); class, found and adv for any page.
//
// Every key is matched with the bit-parallel shift-and algorithm over LaneBytes bytes per cycle.
// The byte comparisons come from tables, one per lane (256 rows of MaxKeys x MaxKeyBytes bits,
// block RAM): the row of byte value c says which key bytes equal c, so the datapath holds no
// comparators, and the keys are not kept anywhere else: each key byte written sets its bit in its
// value's row (read, then write back). Keys sit right-aligned in their MaxKeyBytes slots with
// wildcards before them, so every key's match bit is its slot's top bit (no per-key selection by
// length). One tracker per entry state s keeps the greedy in-order match on the shared shift-and
// results.
// Throughput is one beat per cycle for any query: at LaneBytes = 4 and 250 MHz that is the
// paper's 1 GB/s channel rate. The input stalls only while a query loads or while the result FIFO
// could not take the next page's result (its reader two pages behind).
//
// The query is written a 32-bit word at a time between pages (cfg_ready_o is low while a page is
// in flight or offered, so a page is never matched against a half-written query, and while the
// loader works). Word addresses, in the order a query is written:
//   KeyWords + k, k < MaxKeys   key k's length in bytes, bits [7:0]
//   KeyWords + MaxKeys          number of keys n, bits [7:0]; sets every table row to the keys'
//                               wildcards (256 cycles)
//   [0, KeyWords)               key k's slot, right-aligned: slot bytes p..p+3 at word
//                               k * MaxKeyBytes / 4 + p / 4, slot byte p in bits [7:0]; key byte i
//                               is slot byte MaxKeyBytes - len + i (bytes before it are ignored);
//                               adds the word's bytes to the rows (8 cycles)
//   KeyWords + MaxKeys + 1      commit: the query takes effect
// other addresses are accepted and ignored. Out of that order the query is not in effect: a
// length or count write takes it out until the next commit, a key word after the commit (or
// before any count) until the count is written again; key words written before the count are
// dropped (the count clears the rows), so their key matches nothing. A query that is not in
// effect, has n outside [1, MaxKeys] or a used key's length outside [1, MaxKeyBytes] is bad: every
// page then reports class 3 and nothing else (so does every page after reset).
`default_nettype none

module pm2_matcher #(
  // Page bytes taken per cycle (one beat); 4 at 250 MHz is 1 GB/s.
  parameter int LaneBytes = 4,
  // Keys per query and the longest key in bytes (a multiple of 4: keys load in 32-bit words).
  parameter int MaxKeys = 8,
  parameter int MaxKeyBytes = 32,
  // Sub-request tag: taken with a page's first beat, returned with its result.
  parameter int TagW = 16,
  // Derived widths; not meant to be overridden.
  localparam int KeyWords = MaxKeys * MaxKeyBytes / 4,
  localparam int CfgAddrW = $clog2(KeyWords + MaxKeys + 2),
  localparam int StateW = $clog2(MaxKeys + 1),
  localparam int FragW = MaxKeyBytes - 1
) (
  // Clock and asynchronous active-low reset (reset clears the query: n = 0, a bad query).
  input  wire logic                         clk_i,
  input  wire logic                         rst_ni,
  // Query load, one word per transfer (cfg_valid_i && cfg_ready_o).
  input  wire logic                         cfg_valid_i,
  output logic                              cfg_ready_o,
  input  wire logic [CfgAddrW-1:0]          cfg_addr_i,
  input  wire logic [31:0]                  cfg_wdata_i,
  // Page data, page byte 0 of a beat in bits [7:0]; s_last_i marks a page's last beat.
  input  wire logic                         s_valid_i,
  output logic                              s_ready_o,
  input  wire logic [LaneBytes*8-1:0]       s_data_i,
  input  wire logic                         s_last_i,
  input  wire logic [TagW-1:0]              s_tag_i,
  // One result per page, in page order. Class: 0 mismatched, 1 partial, 2 matched, 3 bad query.
  output logic                              r_valid_o,
  input  wire logic                         r_ready_i,
  output logic [TagW-1:0]                   r_tag_o,
  output logic [1:0]                        r_class_o,
  output logic [MaxKeys-1:0]                r_found_o,
  output logic [MaxKeys*StateW-1:0]         r_adv_o,
  output logic [MaxKeys*FragW-1:0]          r_head_o,
  output logic [MaxKeys*FragW-1:0]          r_tail_o
);

  if (LaneBytes < 1 || LaneBytes > 256 || MaxKeys < 1 || MaxKeys > 255 || MaxKeyBytes < 4 || MaxKeyBytes % 4 != 0 ||
      MaxKeyBytes > 255 || TagW < 1) begin : gen_param_check
`ifdef __ICARUS__
    initial $fatal(1, "pm2_matcher: need 1 <= LaneBytes <= 256, 1 <= MaxKeys <= 255, MaxKeyBytes a multiple of 4 in [4, 252], TagW >= 1");
`else
    $error("pm2_matcher: need 1 <= LaneBytes <= 256, 1 <= MaxKeys <= 255, MaxKeyBytes a multiple of 4 in [4, 252], TagW >= 1");
`endif
  end

  localparam int ResultW = TagW + 2 + MaxKeys + MaxKeys * StateW + 2 * MaxKeys * FragW;
  // Per-key vectors are flat (key k at k * width): Yosys 0.23 has no multi-dimensional packed
  // arrays, and unpacked ones assigned in always_comb become memories there.
  localparam int VecW = MaxKeys * MaxKeyBytes;
  localparam int GapW = $clog2(MaxKeyBytes + 1);
  localparam int BitW = $clog2(VecW);
  // Results waiting for the reader: two pages' worth and the two being finished (stages 1 and 2).
  localparam int ResultDepth = 4;

  // ---------------- query ----------------
  // The keys themselves are not kept: their bytes go straight into the byte tables (below).
  logic [MaxKeys*8-1:0] key_len_q;
  logic [7:0]           num_keys_q;
  // The tables hold the wildcards of the lengths and count written, and the key words since.
  logic                 cleared_q;
  // Committed after that: the query is in effect.
  logic                 committed_q;
  // The count was written: every row is being set to the wildcards (clear_c_q: the row).
  logic                 clearing_q;
  logic [7:0]           clear_c_q;
  // A key word is being added: per byte, read its value's row, then write it back with the byte's
  // bit set (rmw_write_q: the second cycle; rmw_i_q: the byte; rmw_bit_q: byte 0's bit).
  logic                 rmw_q, rmw_write_q;
  logic [1:0]           rmw_i_q;
  logic [31:0]          rmw_word_q;
  logic [BitW-1:0]      rmw_bit_q;

  logic cfg_fire, cfg_key, cfg_len, cfg_count, cfg_commit, loader_busy;
  assign cfg_fire = cfg_valid_i && cfg_ready_o;
  assign cfg_key = 32'(cfg_addr_i) < 32'(KeyWords);
  assign cfg_len = !cfg_key && 32'(cfg_addr_i) < 32'(KeyWords + MaxKeys);
  assign cfg_count = 32'(cfg_addr_i) == 32'(KeyWords + MaxKeys);
  assign cfg_commit = 32'(cfg_addr_i) == 32'(KeyWords + MaxKeys + 1);
  assign loader_busy = clearing_q || rmw_q;

  // Per key: the slot bytes before it (wild), the page positions of head fragments it can have
  // (head_mask: the first t + 1 bytes with t + 1 < length), the slot positions of its proper
  // prefixes (tail_mask). Registered with the lengths they follow: combinational, a simulator that
  // evaluates every block every cycle (Verilator) would recompute them all the time.
  function automatic logic [VecW-1:0] wild_of(input logic [MaxKeys*8-1:0] lens);
    for (int k = 0; k < MaxKeys; k++)
      for (int p = 0; p < MaxKeyBytes; p++) wild_of[k * MaxKeyBytes + p] = 32'(p) + 32'(lens[8 * k +: 8]) < 32'(MaxKeyBytes);
  endfunction
  function automatic logic [MaxKeys*FragW-1:0] head_mask_of(input logic [MaxKeys*8-1:0] lens);
    for (int k = 0; k < MaxKeys; k++)
      for (int t = 0; t < FragW; t++) head_mask_of[k * FragW + t] = 32'(t + 1) < 32'(lens[8 * k +: 8]);
  endfunction
  function automatic logic [MaxKeys*FragW-1:0] tail_mask_of(input logic [MaxKeys*8-1:0] lens);
    for (int k = 0; k < MaxKeys; k++)
      for (int t = 0; t < FragW; t++) tail_mask_of[k * FragW + t] = 32'(t) + 32'(lens[8 * k +: 8]) >= 32'(MaxKeyBytes);
  endfunction
  logic [VecW-1:0]          wild;
  logic [MaxKeys*FragW-1:0] head_mask, tail_mask;
  logic [MaxKeys*8-1:0]     key_len_next;  // the lengths with this cycle's length write
  always_comb begin
    key_len_next = key_len_q;
    for (int k = 0; k < MaxKeys; k++)
      if (cfg_fire && cfg_len && 32'(cfg_addr_i) == 32'(KeyWords + k)) key_len_next[8 * k +: 8] = cfg_wdata_i[7:0];
  end
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      wild <= wild_of('0);
      head_mask <= head_mask_of('0);
      tail_mask <= tail_mask_of('0);
    end else if (cfg_fire && cfg_len) begin
      wild <= wild_of(key_len_next);
      head_mask <= head_mask_of(key_len_next);
      tail_mask <= tail_mask_of(key_len_next);
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      key_len_q <= '0;
      num_keys_q <= '0;
      cleared_q <= 1'b0;
      committed_q <= 1'b0;
      clearing_q <= 1'b0;
      clear_c_q <= '0;
      rmw_q <= 1'b0;
      rmw_write_q <= 1'b0;
      rmw_i_q <= '0;
      rmw_word_q <= '0;
      rmw_bit_q <= '0;
    end else if (cfg_fire) begin
      if (cfg_len) begin
        key_len_q <= key_len_next;
        cleared_q <= 1'b0;
        committed_q <= 1'b0;
      end
      if (cfg_count) begin
        num_keys_q <= cfg_wdata_i[7:0];
        cleared_q <= 1'b0;
        committed_q <= 1'b0;
        clearing_q <= 1'b1;
        clear_c_q <= '0;
      end
      if (cfg_key) begin
        if (cleared_q && !committed_q) begin
          rmw_q <= 1'b1;
          rmw_write_q <= 1'b0;
          rmw_i_q <= '0;
          rmw_word_q <= cfg_wdata_i;
          rmw_bit_q <= BitW'(4 * 32'(cfg_addr_i));  // key k, slot byte p: bit k * MaxKeyBytes + p
        end else begin
          // Out of order (before the count, or after the commit): the tables no longer match.
          cleared_q <= 1'b0;
          committed_q <= 1'b0;
        end
      end
      if (cfg_commit) committed_q <= cleared_q;
    end else if (clearing_q) begin
      clear_c_q <= clear_c_q + 8'd1;
      if (clear_c_q == 8'hFF) begin
        clearing_q <= 1'b0;
        cleared_q <= 1'b1;
      end
    end else if (rmw_q) begin
      rmw_write_q <= !rmw_write_q;
      if (rmw_write_q) begin
        rmw_i_q <= rmw_i_q + 2'd1;
        if (rmw_i_q == 2'd3) rmw_q <= 1'b0;
      end
    end
  end

  // Per key: whether it takes part in the query.
  logic [MaxKeys-1:0]       key_used;
  logic                     query_ok;

  always_comb begin
    query_ok = committed_q && num_keys_q != 8'd0 && 32'(num_keys_q) <= 32'(MaxKeys);
    for (int k = 0; k < MaxKeys; k++) begin
      key_used[k] = 32'(k) < 32'(num_keys_q);
      if (key_used[k] && (key_len_q[8 * k +: 8] == 8'd0 || 32'(key_len_q[8 * k +: 8]) > 32'(MaxKeyBytes)))
        query_ok = 1'b0;
    end
  end

  // ---------------- stage 0: byte table look-up ----------------
  // One table per lane (256 rows of VecW bits: block RAM), read with the beat's bytes; the read
  // row is the lane's comparison with every key byte, so the datapath needs no comparators.
  logic           beat_fire;
  logic           in_page_q;  // a page has started at the input and not ended
  logic           valid1_q, last1_q, first1_q;
  logic [TagW-1:0] tag1_q;
  logic [LaneBytes*VecW-1:0] eq_q;

  // The loader writes the same row into every lane's table, and reads through lane 0's port
  // (the input is stopped meanwhile).
  logic            tab_we;
  logic [7:0]      tab_waddr, rmw_byte;
  logic [VecW-1:0] tab_wdata;
  assign rmw_byte = rmw_word_q[8 * rmw_i_q +: 8];
  assign tab_we = clearing_q || (rmw_q && rmw_write_q);
  assign tab_waddr = clearing_q ? clear_c_q : rmw_byte;
  assign tab_wdata = clearing_q ? wild : (eq_q[0 +: VecW] | (VecW'(1) << (rmw_bit_q + BitW'(rmw_i_q))));

  for (genvar l = 0; l < LaneBytes; l++) begin : gen_lane
    logic [VecW-1:0] table_mem [256];
    logic            rd_en;
    logic [7:0]      rd_addr;
    if (l == 0) begin : gen_loader_read
      assign rd_en = beat_fire || (rmw_q && !rmw_write_q);
      assign rd_addr = rmw_q ? rmw_byte : s_data_i[7:0];
    end else begin : gen_data_read
      assign rd_en = beat_fire;
      assign rd_addr = s_data_i[8 * l +: 8];
    end
    always_ff @(posedge clk_i) begin
      if (tab_we) table_mem[tab_waddr] <= tab_wdata;
      if (rd_en) eq_q[l * VecW +: VecW] <= table_mem[rd_addr];
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      in_page_q <= 1'b0;
      valid1_q <= 1'b0;
      last1_q <= 1'b0;
      first1_q <= 1'b0;
      tag1_q <= '0;
    end else begin
      valid1_q <= beat_fire;
      if (beat_fire) begin
        in_page_q <= !s_last_i;
        last1_q <= s_last_i;
        first1_q <= !in_page_q;
        if (!in_page_q) tag1_q <= s_tag_i;
      end
    end
  end

  // ---------------- stage 1: shift-and over the beat's lanes ----------------
  // any: per key, bit p says that the key's slot bytes up to p (wildcards before the key) end at
  // this byte. It starts each page all ones, as if any key prefix had ended just before it, so
  // its top bit is set at byte t both for a whole occurrence ending there (t + 1 >= length) and,
  // in the page's first bytes, for a head fragment (the page's first t + 1 bytes end the key).
  // st / gap: tracker s's next key wanted and the bytes since the previous key's end (since the
  // page's start for a fresh tracker), saturating at MaxKeyBytes.
  // The lanes and the page's result are computed inside the clocked process, under the beat's
  // valid: a cycle-based simulator (Verilator evaluates every combinational block every cycle,
  // and its dataflow pass removes guards there) then pays for them only while pages stream.
  // Synthesis builds the same logic as from a combinational block.
  localparam int BeatW = $clog2(MaxKeyBytes / LaneBytes + 2);
  // Beats are counted up to the first one whose bytes all lie at MaxKeyBytes or beyond.
  localparam int BeatSat = (MaxKeyBytes + LaneBytes - 1) / LaneBytes;

  logic [BeatW-1:0]          beat_q;
  logic [VecW-1:0]           any_q;
  logic [MaxKeys-1:0]        found_q;
  logic [MaxKeys*FragW-1:0]  head_q;
  logic [MaxKeys*StateW-1:0] st_q;
  logic [MaxKeys*GapW-1:0]   gap_q;
  // The result of the page whose last beat left stage 1 last cycle.
  logic                      valid2_q;
  logic [ResultW-1:0]        res_data_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin : stage1
    logic [BeatW-1:0]          beat_d;
    logic [VecW-1:0]           any_d;
    logic [MaxKeys-1:0]        found_d;
    logic [MaxKeys*FragW-1:0]  head_d;
    logic [MaxKeys*StateW-1:0] st_d;
    logic [MaxKeys*GapW-1:0]   gap_d;
    logic [VecW-1:0]           eq;        // this lane's table row
    logic [MaxKeys-1:0]        ends_here; // key k's slot (wildcards included) ends at this byte
    logic [MaxKeyBytes-1:0]    vec;
    logic [StateW-1:0]         st;
    logic [GapW-1:0]           gap;
    logic [GapW-1:0]           len_sel;
    logic [9:0]                lane_bytes;
    logic                      ends_sel;
    logic                      short_page;
    logic [1:0]                res_class;
    logic [MaxKeys-1:0]        res_found;
    logic [MaxKeys*StateW-1:0] res_adv;
    logic [MaxKeys*FragW-1:0]  res_head, res_tail;
    if (!rst_ni) begin
      beat_q <= '0;
      found_q <= '0;
      any_q <= '0;
      head_q <= '0;
      st_q <= '0;
      gap_q <= '0;
      valid2_q <= 1'b0;
      res_data_q <= '0;
    end else begin
      valid2_q <= valid1_q && last1_q;
      if (valid1_q) begin
        found_d = first1_q ? '0 : found_q;
        beat_d = first1_q ? '0 : beat_q;
        any_d = first1_q ? '1 : any_q;
        head_d = first1_q ? '0 : head_q;
        for (int s = 0; s < MaxKeys; s++) gap_d[s * GapW +: GapW] = first1_q ? '0 : gap_q[s * GapW +: GapW];
        for (int s = 0; s < MaxKeys; s++) st_d[s * StateW +: StateW] = first1_q ? StateW'(s) : st_q[s * StateW +: StateW];
        for (int l = 0; l < LaneBytes; l++) begin
          eq = eq_q[l * VecW +: VecW];
          lane_bytes = 10'(beat_d) * 10'(LaneBytes) + 10'(l + 1);  // bytes of the page up to this one
          for (int k = 0; k < MaxKeys; k++) begin
            vec = ((any_d[k * MaxKeyBytes +: MaxKeyBytes] << 1) | MaxKeyBytes'(1)) & eq[k * MaxKeyBytes +: MaxKeyBytes];
            any_d[k * MaxKeyBytes +: MaxKeyBytes] = vec;
            ends_here[k] = vec[MaxKeyBytes-1];
            // A whole occurrence: the page holds all of the key (byte index + 1 >= length).
            if (ends_here[k] && lane_bytes >= 10'(key_len_q[8 * k +: 8])) found_d[k] = 1'b1;
            // A head fragment: byte b * LaneBytes + l of the page, in the page's first FragW bytes.
            for (int b = 0; b < BeatSat; b++) begin
              if (b * LaneBytes + l < FragW && 32'(beat_d) == 32'(b) && ends_here[k]) head_d[k * FragW + b * LaneBytes + l] = 1'b1;
            end
          end
          // An occurrence of the wanted key that ends here counts when it starts after the
          // previous key's end: at least its length in bytes since then, this one included.
          for (int s = 0; s < MaxKeys; s++) begin
            st = st_d[s * StateW +: StateW];
            gap = gap_d[s * GapW +: GapW];
            if (gap != GapW'(MaxKeyBytes)) gap = gap + GapW'(1);
            // A used key's length is at most MaxKeyBytes (else the query is bad and nothing
            // counts), so GapW bits of it suffice.
            len_sel = '0;
            ends_sel = 1'b0;
            for (int k = 0; k < MaxKeys; k++) begin
              if (st == StateW'(k)) begin
                len_sel = key_len_q[8 * k +: GapW];
                ends_sel = ends_here[k] && key_used[k];
              end
            end
            if (ends_sel && gap >= len_sel) begin
              st_d[s * StateW +: StateW] = st + StateW'(1);
              gap = '0;
            end
            gap_d[s * GapW +: GapW] = gap;
          end
        end
        if (32'(beat_d) < 32'(BeatSat)) beat_d = beat_d + BeatW'(1);
        beat_q <= beat_d;
        found_q <= found_d;
        any_q <= any_d;
        head_q <= head_d;
        st_q <= st_d;
        gap_q <= gap_d;

        // ---------------- result (with the page's last beat) ----------------
        if (last1_q) begin
          short_page = 32'(beat_d) < 32'(BeatSat);
          res_found = found_d & key_used;
          res_adv = st_d;
          for (int k = 0; k < MaxKeys; k++) begin
            // Fragments are reported for pages of at least MaxKeyBytes bytes only: in a shorter
            // page the top bits of `any` may still hold the page-start assumption (and the
            // second stage joins pages at least as long as the longest key).
            res_head[k * FragW +: FragW] = key_used[k] && !short_page ? (head_d[k * FragW +: FragW] & head_mask[k * FragW +: FragW]) : '0;
            res_tail[k * FragW +: FragW] = key_used[k] && !short_page ? (any_d[k * MaxKeyBytes +: FragW] & tail_mask[k * FragW +: FragW]) : '0;
          end
          if (!query_ok) res_class = 2'd3;
          else if (32'(st_d[0 +: StateW]) == 32'(num_keys_q)) res_class = 2'd2;
          else if (res_found != '0) res_class = 2'd1;
          else res_class = 2'd0;
          if (!query_ok) begin
            res_found = '0;
            res_adv = '0;
            res_head = '0;
            res_tail = '0;
          end
          res_data_q <= {tag1_q, res_class, res_found, res_adv, res_head, res_tail};
        end
      end
    end
  end

  logic [$clog2(ResultDepth + 1)-1:0] res_count;
  logic                      res_room;  // unused: the input already keeps room for every result

  // A beat enters only when its page's result will fit: the FIFO's entries, less those held and
  // the ones stages 1 and 2 may push. So the stages never wait, and the input stalls only with
  // the reader more than a page behind.
  assign s_ready_o = !loader_busy &&
                     32'(res_count) + 32'(valid1_q && last1_q) + 32'(valid2_q) < 32'(ResultDepth);
  assign beat_fire = s_valid_i && s_ready_o;
  // Between pages only: not while a page is in flight or offered, nor while the tables load.
  assign cfg_ready_o = !in_page_q && !s_valid_i && !valid1_q && !loader_busy;

  common_fifo_sync #(
    .Width(ResultW),
    .Depth(ResultDepth)
  ) i_result_fifo (
    .clk_i,
    .rst_ni,
    .in_valid_i (valid2_q),
    .in_ready_o (res_room),
    .in_data_i  (res_data_q),
    .out_valid_o(r_valid_o),
    .out_ready_i(r_ready_i),
    .out_data_o ({r_tag_o, r_class_o, r_found_o, r_adv_o, r_head_o, r_tail_o}),
    .count_o    (res_count)
  );

endmodule
