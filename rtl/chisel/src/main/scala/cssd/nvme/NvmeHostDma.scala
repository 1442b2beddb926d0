package cssd.nvme

import chisel3._
import chisel3.util._

/** Configuration of the host DMA engine.
  *
  * @param dataWidth    PCIe user interface and AXI data width; only 512 (Gen3 x16 at 250 MHz)
  * @param axiAddrWidth local (AXI) address bits
  * @param axiIdWidth   AXI ID bits; the engine uses ID 0 on both channels so responses return in
  *                     order, the width only has to match the interconnect
  * @param tagBase      first PCIe tag this engine owns; the front end routes completions with tags
  *                     in [tagBase, tagBase + numTags) here. Tags >= 32 need Extended Tags enabled
  * @param numTags      host reads in flight (one tag each); a power of two
  * @param maxLen       longest request in bytes; longer ones end with status 3
  * @param numCtx       host-to-local requests in flight at once (their done entries wait here)
  * @param rcBufBytes   read data allowed in flight: the share of the hard block's completion buffer
  *                     this engine may fill, so a stalled AXI side cannot overflow it
  * @param l2hCmdDepth  write TLPs whose local reads may be in flight (covers AXI read latency)
  * @param wrBurstDepth AXI write bursts awaiting their B response
  */
case class NvmeHostDmaParams(
    dataWidth: Int = 512,
    axiAddrWidth: Int = 32,
    axiIdWidth: Int = 4,
    tagBase: Int = 32,
    numTags: Int = 32,
    maxLen: Int = (1 << 24) - 4,
    numCtx: Int = 4,
    rcBufBytes: Int = 16384,
    l2hCmdDepth: Int = 16,
    wrBurstDepth: Int = 32) {
  require(dataWidth == 512, "the realignment datapath is written for 512-bit beats (PG213 Gen3 x16)")
  require(axiAddrWidth >= 12 && axiAddrWidth <= 64, "AXI address must cover at least one 4 KiB page")
  require(axiIdWidth >= 1 && axiIdWidth <= 16)
  require(numTags >= 2 && isPow2(numTags), "numTags must be a power of two >= 2 (tag table index)")
  require(tagBase >= 0 && tagBase + numTags <= 256, "PCIe tags are 8 bits")
  require(maxLen >= 4 && maxLen % 4 == 0 && maxLen < (1 << 24), "req_bits_len is 24 bits, dword multiple")
  require(numCtx >= 1 && isPow2(numCtx), "numCtx must be a power of two (ring index)")
  require(rcBufBytes >= 4096, "the largest read request (4 KiB) must fit the completion budget")
  require(l2hCmdDepth >= 2 && wrBurstDepth >= 2)
  val beatDw: Int = dataWidth / 32
  val rqUserWidth: Int = 137
  val rcUserWidth: Int = 161
  val tagW: Int = log2Ceil(numTags).max(1)
  val ctxW: Int = log2Ceil(numCtx).max(1)
  val lenW: Int = 24
  val budgetW: Int = log2Ceil(rcBufBytes + 4096 + 1)
  /** Bursts one request can have between completion arrival and B: AW command queue (2 each),
    * the pending second burst, the AW output queue and the B tracking queue. */
  val burstCountW: Int = log2Ceil(2 * 4 + 1 + 2 + wrBurstDepth + 1)
}

/** One transfer. Addresses and length are in bytes and must be dword multiples. */
class NvmeHostDmaReq(localAddrWidth: Int) extends Bundle {
  /** 1: local memory -> host (memory writes); 0: host -> local memory (reads + completions). */
  val toHost = Bool()
  val hostAddr = UInt(64.W)
  val localAddr = UInt(localAddrWidth.W)
  val len = UInt(24.W)
  val id = UInt(8.W)
}

/** Done status: 0 ok, 1 PCIe completion error, 2 AXI error response, 3 malformed request. */
class NvmeHostDmaDone extends Bundle {
  val id = UInt(8.W)
  val status = UInt(2.W)
}

object NvmeHostDmaStatus {
  val Ok = 0.U(2.W)
  val PcieError = 1.U(2.W)
  val AxiError = 2.U(2.W)
  val BadRequest = 3.U(2.W)
}

/** A FIFO built in the enclosing module (no submodule, so the emitted file holds one module whose
  * name cannot clash with other generated blocks). Storage is a register array; flags are
  * registered, so ready and valid never depend combinationally on the other side.
  */
private[nvme] class DmaFifo[T <: Data](gen: T, val depth: Int) {
  require(depth >= 1)
  val enq: DecoupledIO[T] = Wire(Decoupled(gen))
  val deq: DecoupledIO[T] = Wire(Decoupled(gen))
  private val store = Reg(Vec(depth, gen))
  private val ptrW = log2Ceil(depth).max(1)
  private val head = RegInit(0.U(ptrW.W))
  private val tail = RegInit(0.U(ptrW.W))
  val count: UInt = RegInit(0.U(log2Ceil(depth + 1).W))
  private def next(p: UInt): UInt =
    if (isPow2(depth) && depth > 1) p + 1.U else Mux(p === (depth - 1).U, 0.U, p + 1.U)
  enq.ready := count =/= depth.U
  deq.valid := count =/= 0.U
  deq.bits := store(head)
  enq.valid := false.B
  enq.bits := 0.U.asTypeOf(gen)
  deq.ready := false.B
  when(enq.fire) {
    store(tail) := enq.bits
    tail := next(tail)
  }
  when(deq.fire) { head := next(head) }
  count := count + enq.fire.asUInt - deq.fire.asUInt
}

class DmaBeat extends Bundle {
  val data = UInt(512.W)
  val err = Bool()
}

/** How one packet's dwords move between lanes: output lane q of output beat j takes input dword
  * 16j + q + (rot or rot-16). `hiFirst` says the first output beat draws only on the first input
  * beat (the payload moves to higher lanes), otherwise every output beat j starts in input beat j.
  */
class DmaAlignCmd[T <: Data](gen: T) extends Bundle {
  val skip = Bool()
  val rot = UInt(4.W)
  val hiFirst = Bool()
  val inBeats = UInt(7.W)
  val outBeats = UInt(7.W)
  val info = Output(gen)
}

class DmaAlignOut[T <: Data](gen: T) extends Bundle {
  val skip = Bool()
  val data = UInt(512.W)
  val err = Bool()
  val beat = UInt(7.W)
  val last = Bool()
  val info = Output(gen)
}

/** Dword realigner shared by both directions: moves a packet's payload from the lane where it
  * arrives (after the RC descriptor, or at the local address offset) to the lane where it leaves
  * (after the RQ descriptor, or at the local address offset), one output beat per cycle.
  *
  * It works on the two oldest input beats at once from a 3-entry shift buffer that refills while
  * it drains, so when a packet's first output beat needs its first two input beats they are
  * already there as the previous packet's last beat leaves: packets with different shifts follow
  * each other without a bubble. Per packet it consumes exactly `inBeats` and produces exactly
  * `outBeats`; a `skip` command produces one empty output (it keeps a rejected request's done
  * entry in order).
  */
private[nvme] class DmaRealigner[T <: Data](gen: T, cmdDepth: Int) {
  val cmd = new DmaFifo(new DmaAlignCmd(gen), cmdDepth)
  val in: DecoupledIO[DmaBeat] = Wire(Decoupled(new DmaBeat))
  val out: DecoupledIO[DmaAlignOut[T]] = Wire(Decoupled(new DmaAlignOut(gen)))
  in.valid := false.B
  in.bits := 0.U.asTypeOf(new DmaBeat)
  out.ready := false.B

  private val slots = RegInit(VecInit(Seq.fill(3)(0.U.asTypeOf(new DmaBeat))))
  private val count = RegInit(0.U(2.W))
  private val j = RegInit(0.U(7.W))
  private val c = cmd.deq.bits
  private val first = j === 0.U
  private val last = c.skip || j === c.outBeats - 1.U
  private val useHiOnly = c.hiFirst && first
  private val needTwo = Mux(c.hiFirst, !first && j < c.inBeats, c.rot =/= 0.U && (j +& 1.U) < c.inBeats)
  private val have = c.skip || Mux(needTwo, count >= 2.U, count >= 1.U)
  out.valid := cmd.deq.valid && have
  private val fire = out.valid && out.ready
  // Input beats this output beat finishes with; the last output beat takes whatever is left.
  private val popsLast = Mux(c.hiFirst && !first, c.inBeats - j + 1.U, c.inBeats - j)
  private val pops = Mux(c.skip, 0.U, Mux(last, popsLast(1, 0), Mux(useHiOnly, 0.U, 1.U)))
  private val popN = Mux(fire, pops, 0.U(2.W))
  private val remain = count - popN
  in.ready := remain < 3.U

  private val low = Mux(useHiOnly, 0.U(512.W), slots(0).data)
  private val high = Mux(useHiOnly, slots(0).data, slots(1).data)
  private val window = Cat(high, low)
  out.bits.data := VecInit((0 until 16).map(r => window(32 * r + 511, 32 * r)))(c.rot)
  out.bits.err := (pops >= 1.U && slots(0).err) || (pops >= 2.U && slots(1).err)
  out.bits.skip := c.skip
  out.bits.beat := j
  out.bits.last := last
  out.bits.info := c.info
  cmd.deq.ready := fire && last
  when(fire) { j := Mux(last, 0.U, j + 1.U) }

  private val push = in.valid && in.ready
  for (i <- 0 until 3) {
    val kept = MuxLookup(popN, slots(i))((1 to 2).filter(i + _ < 3).map(k => k.U -> slots(i + k)))
    when((i.U +& popN) < count) {
      slots(i) := kept
    }.elsewhen(push && i.U === remain) {
      slots(i) := in.bits
    }
  }
  count := remain + push.asUInt
}

class DmaL2hInfo extends Bundle {
  val hostDw = UInt(62.W)
  val dwords = UInt(11.W)
  val lastOfReq = Bool()
  val id = UInt(8.W)
}

class DmaH2lInfo extends Bundle {
  val firstLane = UInt(4.W)
  val endLane = UInt(4.W) // lane after the last payload dword, modulo 16
  val pageBeat = UInt(6.W) // beat index of the first beat within its 4 KiB page
}

class DmaRqBeat extends Bundle {
  val data = UInt(512.W)
  val keep = UInt(16.W)
  val last = Bool()
  val multiDw = Bool()
  /** Not sent: a rejected request's place in the stream, so its done stays in order. */
  val phantom = Bool()
  /** The request is done once this beat has left on the RQ port (id and status of its done). */
  val done = Bool()
  val id = UInt(8.W)
  val status = UInt(2.W)
}

class DmaReadTlp extends Bundle {
  val desc = UInt(128.W)
  val multiDw = Bool()
}

class DmaTagEntry(addrW: Int, ctxW: Int) extends Bundle {
  val local = UInt(addrW.W)
  val len = UInt(13.W)
  val ctx = UInt(ctxW.W)
}

class DmaAwCmd(addrW: Int, ctxW: Int) extends Bundle {
  val addr = UInt(addrW.W)
  val beats = UInt(7.W)
  val ctx = UInt(ctxW.W)
}

class DmaAxBurst(addrW: Int) extends Bundle {
  val addr = UInt(addrW.W)
  val len = UInt(8.W)
}

class DmaRcBeat extends Bundle {
  val data = UInt(512.W)
  val last = Bool()
  val discontinue = Bool()
}

class DmaWBeat extends Bundle {
  val data = UInt(512.W)
  val strb = UInt(64.W)
  val last = Bool()
}

/** Bulk DMA between host memory (PCIe requester RQ/RC, PG213 UltraScale+ user interface, 512-bit,
  * dword-aligned, no straddling) and local memory (AXI4 master, 512-bit).
  *
  * Local -> host: each request is cut into memory writes of at most Max_Payload_Size, aligned to
  * MPS so none crosses 4 KiB; each write TLP gets its own AXI read burst(s) (split at local 4 KiB),
  * and the realigner streams the local beats into the TLP after its 4-dword descriptor, one beat
  * per cycle. Per-TLP bursts keep the realigner simple (each packet starts from a fresh beat); the
  * price is reading a beat twice where a TLP boundary falls inside a local beat (host and local
  * addresses differ modulo 64), and a full-size TLP still needs no more AXI beats than RQ beats.
  *
  * Host -> local: each request is cut into reads of at most Max_Read_Request_Size (aligned, so no
  * 4 KiB crossing), each with its own tag from a pool of numTags, as long as the completion budget
  * allows. Completions may be split and arrive in any order across tags; each carries its own
  * position (its byte count says how much of its request is still to come), so a completion is
  * written to local memory on arrival at tagLocal + tagLen - byteCount without any reorder buffer.
  *
  * Both directions run concurrently and share the RQ (read requests and write TLPs alternate at
  * packet boundaries). Done entries leave in request order across both directions. Requests of one
  * direction are started in order; nothing orders local-memory accesses of opposite directions,
  * so a request that depends on another's data must wait for that request's done.
  */
class NvmeHostDma(val p: NvmeHostDmaParams) extends RawModule {
  override def desiredName = "host_dma" // emitted as nvme_host_dma (Emit.prefixed)

  val clk_i = IO(Input(Clock()))
  val rst_ni = IO(Input(Bool()))

  // PCIe requester request (PG213 RQ): read requests and write TLPs to the host.
  val m_axis_rq_tdata = IO(Output(UInt(p.dataWidth.W)))
  val m_axis_rq_tkeep = IO(Output(UInt(p.beatDw.W)))
  val m_axis_rq_tlast = IO(Output(Bool()))
  val m_axis_rq_tuser = IO(Output(UInt(p.rqUserWidth.W)))
  val m_axis_rq_tvalid = IO(Output(Bool()))
  val m_axis_rq_tready = IO(Input(Bool()))

  // PCIe requester completion (PG213 RC): completions for this engine's tags only.
  val s_axis_rc_tdata = IO(Input(UInt(p.dataWidth.W)))
  val s_axis_rc_tkeep = IO(Input(UInt(p.beatDw.W)))
  val s_axis_rc_tlast = IO(Input(Bool()))
  val s_axis_rc_tuser = IO(Input(UInt(p.rcUserWidth.W)))
  val s_axis_rc_tvalid = IO(Input(Bool()))
  val s_axis_rc_tready = IO(Output(Bool()))

  // Link settings from the hard block's configuration status (device control register).
  val cfg_max_payload = IO(Input(UInt(2.W)))
  val cfg_max_read_req = IO(Input(UInt(3.W)))

  // AXI4 master to local memory (INCR bursts of full 64-byte beats, ID 0).
  val m_axi_awid = IO(Output(UInt(p.axiIdWidth.W)))
  val m_axi_awaddr = IO(Output(UInt(p.axiAddrWidth.W)))
  val m_axi_awlen = IO(Output(UInt(8.W)))
  val m_axi_awsize = IO(Output(UInt(3.W)))
  val m_axi_awburst = IO(Output(UInt(2.W)))
  val m_axi_awvalid = IO(Output(Bool()))
  val m_axi_awready = IO(Input(Bool()))
  val m_axi_wdata = IO(Output(UInt(p.dataWidth.W)))
  val m_axi_wstrb = IO(Output(UInt((p.dataWidth / 8).W)))
  val m_axi_wlast = IO(Output(Bool()))
  val m_axi_wvalid = IO(Output(Bool()))
  val m_axi_wready = IO(Input(Bool()))
  val m_axi_bid = IO(Input(UInt(p.axiIdWidth.W)))
  val m_axi_bresp = IO(Input(UInt(2.W)))
  val m_axi_bvalid = IO(Input(Bool()))
  val m_axi_bready = IO(Output(Bool()))
  val m_axi_arid = IO(Output(UInt(p.axiIdWidth.W)))
  val m_axi_araddr = IO(Output(UInt(p.axiAddrWidth.W)))
  val m_axi_arlen = IO(Output(UInt(8.W)))
  val m_axi_arsize = IO(Output(UInt(3.W)))
  val m_axi_arburst = IO(Output(UInt(2.W)))
  val m_axi_arvalid = IO(Output(Bool()))
  val m_axi_arready = IO(Input(Bool()))
  val m_axi_rid = IO(Input(UInt(p.axiIdWidth.W)))
  val m_axi_rdata = IO(Input(UInt(p.dataWidth.W)))
  val m_axi_rresp = IO(Input(UInt(2.W)))
  val m_axi_rlast = IO(Input(Bool()))
  val m_axi_rvalid = IO(Input(Bool()))
  val m_axi_rready = IO(Output(Bool()))

  // Transfer requests in, done entries out (in request order).
  val req = IO(Flipped(Decoupled(new NvmeHostDmaReq(p.axiAddrWidth))))
  val done = IO(Decoupled(new NvmeHostDmaDone))

  /** Requests accepted and not yet done; byte counters wrap. */
  val stat_busy_o = IO(Output(Bool()))
  val stat_l2h_bytes_o = IO(Output(UInt(32.W)))
  val stat_h2l_bytes_o = IO(Output(UInt(32.W)))

  withClockAndReset(clk_i, (!rst_ni).asAsyncReset) {
    val aw = p.axiAddrWidth

    /** Dword lanes [from, to) of one beat; `to` = 0 means 16. */
    def laneMask(from: UInt, to: UInt): UInt =
      VecInit((0 until 16).map(q => q.U >= from && (to === 0.U || q.U < to))).asUInt
    def ceilBeats(bytes: UInt): UInt = (bytes >> 6) + bytes(5, 0).orR.asUInt
    def lanesToBytes(m: UInt): UInt = Cat((0 until 16).reverse.map(i => Fill(4, m(i))))
    def lanesToBits(m: UInt): UInt = Cat((0 until 16).reverse.map(i => Fill(32, m(i))))

    /** Malformed requests end with status 3 and move nothing (a zero length would never finish). */
    def badReq(r: NvmeHostDmaReq): Bool =
      r.len(1, 0) =/= 0.U || r.hostAddr(1, 0) =/= 0.U || r.localAddr(1, 0) =/= 0.U ||
        r.len < 4.U || r.len > p.maxLen.U

    // ---------------- request intake and in-order done ----------------
    val l2hReqQ = new DmaFifo(new NvmeHostDmaReq(aw), 2)
    val h2lReqQ = new DmaFifo(new NvmeHostDmaReq(aw), 2)
    val orderQ = new DmaFifo(Bool(), 8) // direction of each accepted request, oldest first
    val l2hDoneQ = new DmaFifo(new NvmeHostDmaDone, 8)
    val h2lDoneQ = new DmaFifo(new NvmeHostDmaDone, p.numCtx)

    val dirReady = Mux(req.bits.toHost, l2hReqQ.enq.ready, h2lReqQ.enq.ready)
    req.ready := orderQ.enq.ready && dirReady
    orderQ.enq.valid := req.valid && dirReady
    orderQ.enq.bits := req.bits.toHost
    l2hReqQ.enq.valid := req.valid && req.bits.toHost && orderQ.enq.ready
    l2hReqQ.enq.bits := req.bits
    h2lReqQ.enq.valid := req.valid && !req.bits.toHost && orderQ.enq.ready
    h2lReqQ.enq.bits := req.bits

    val headToHost = orderQ.deq.bits
    done.valid := orderQ.deq.valid && Mux(headToHost, l2hDoneQ.deq.valid, h2lDoneQ.deq.valid)
    done.bits := Mux(headToHost, l2hDoneQ.deq.bits, h2lDoneQ.deq.bits)
    orderQ.deq.ready := done.fire
    l2hDoneQ.deq.ready := done.fire && headToHost
    h2lDoneQ.deq.ready := done.fire && !headToHost
    stat_busy_o := orderQ.count =/= 0.U

    // ---------------- local -> host: split into write TLPs, read local memory ----------------
    val l2h = new DmaRealigner(new DmaL2hInfo, p.l2hCmdDepth)
    val arQ = new DmaFifo(new DmaAxBurst(aw), 2)

    val l2hActive = RegInit(false.B)
    val l2hHost = RegInit(0.U(64.W))
    val l2hLocal = RegInit(0.U(aw.W))
    val l2hRem = RegInit(0.U(p.lenW.W))
    val l2hId = RegInit(0.U(8.W))
    val ar2Pending = RegInit(false.B)
    val ar2 = RegInit(0.U.asTypeOf(new DmaAxBurst(aw)))

    // The first TLP of a request leaves in the cycle the request is taken.
    val lr = l2hReqQ.deq.bits
    val wHost = Mux(l2hActive, l2hHost, lr.hostAddr)
    val wLocal = Mux(l2hActive, l2hLocal, lr.localAddr)
    val wRem = Mux(l2hActive, l2hRem, lr.len)
    val wId = Mux(l2hActive, l2hId, lr.id)
    val mpsBytes = VecInit(Seq(128, 256, 512, 1024).map(_.U(11.W)))(cfg_max_payload)
    // Writes stay within an MPS-aligned block: at most MPS bytes and never across 4 KiB.
    val wToBoundary = mpsBytes - (wHost(9, 0) & (mpsBytes - 1.U))
    val wChunk = Mux(wRem < wToBoundary, wRem(10, 0), wToBoundary)
    val wDw = wChunk(10, 2)
    val wLastTlp = wRem === wChunk
    val wLocalLo = wLocal(5, 2)
    val wInBeats = ceilBeats(wLocal(5, 0) +& wChunk)
    val wOutBeats = ceilBeats(wChunk +& 16.U)
    val wPageLeft = 64.U(7.W) - wLocal(11, 6)
    val wFirstBurst = Mux(wInBeats < wPageLeft, wInBeats, wPageLeft)
    val wBase = Cat(wLocal(aw - 1, 6), 0.U(6.W))

    // A request starts only with a done slot reserved for it. Otherwise a full done queue (the
    // oldest request is a host -> local one still waiting for completions) could stall a write TLP
    // part-way out, and with it the RQ that carries that request's reads: a deadlock.
    val l2hStarted = RegInit(0.U(log2Ceil(l2hDoneQ.depth + 1).W))
    val l2hMayStart = l2hStarted =/= l2hDoneQ.depth.U
    val l2hStart = WireDefault(false.B)
    l2hStarted := l2hStarted + l2hStart.asUInt - l2hDoneQ.deq.fire.asUInt

    l2hReqQ.deq.ready := false.B
    when(ar2Pending) {
      arQ.enq.valid := true.B
      arQ.enq.bits := ar2
      when(arQ.enq.ready) { ar2Pending := false.B }
    }.elsewhen(!l2hActive && l2hReqQ.deq.valid && badReq(lr)) {
      l2h.cmd.enq.valid := l2hMayStart
      l2h.cmd.enq.bits.skip := true.B
      l2h.cmd.enq.bits.info.id := lr.id
      l2h.cmd.enq.bits.info.lastOfReq := true.B
      l2hReqQ.deq.ready := l2h.cmd.enq.fire
      l2hStart := l2h.cmd.enq.fire
    }.elsewhen(l2hActive || (l2hReqQ.deq.valid && l2hMayStart)) {
      val issue = l2h.cmd.enq.ready && arQ.enq.ready
      l2h.cmd.enq.valid := arQ.enq.ready
      arQ.enq.valid := l2h.cmd.enq.ready
      val ci = l2h.cmd.enq.bits
      ci.rot := wLocalLo - 4.U
      ci.hiFirst := wLocalLo < 4.U
      ci.inBeats := wInBeats
      ci.outBeats := wOutBeats
      ci.info.hostDw := wHost(63, 2)
      ci.info.dwords := wDw
      ci.info.lastOfReq := wLastTlp
      ci.info.id := wId
      arQ.enq.bits.addr := wBase
      arQ.enq.bits.len := wFirstBurst - 1.U
      when(issue) {
        l2hReqQ.deq.ready := !l2hActive
        l2hStart := !l2hActive
        l2hActive := !wLastTlp
        l2hHost := wHost + wChunk
        l2hLocal := wLocal + wChunk
        l2hRem := wRem - wChunk
        l2hId := wId
        when(wInBeats =/= wFirstBurst) { // the local range crosses a 4 KiB page: second burst
          ar2Pending := true.B
          ar2.addr := wBase + Cat(wFirstBurst, 0.U(6.W))
          ar2.len := wInBeats - wFirstBurst - 1.U
        }
      }
    }

    m_axi_arid := 0.U
    m_axi_araddr := arQ.deq.bits.addr
    m_axi_arlen := arQ.deq.bits.len
    m_axi_arsize := 6.U
    m_axi_arburst := 1.U
    m_axi_arvalid := arQ.deq.valid
    arQ.deq.ready := m_axi_arready

    // A beat with an error response is zeroed rather than sent to the host as it came.
    l2h.in.valid := m_axi_rvalid
    l2h.in.bits.data := Mux(m_axi_rresp(1), 0.U, m_axi_rdata)
    l2h.in.bits.err := m_axi_rresp(1)
    m_axi_rready := l2h.in.ready

    val rqWrQ = new DmaFifo(new DmaRqBeat, 2)
    val l2hErrAcc = RegInit(false.B)
    val l2hBytes = RegInit(0.U(32.W))
    val lo = l2h.out.bits
    val loFirst = lo.beat === 0.U
    val loEnd = (lo.info.dwords + 4.U)(3, 0)
    val rqDesc = Cat(0.U(32.W) /* DW3: tag 0, IDs, attr */, 0.U(16.W), false.B, "b0001".U(4.W),
      lo.info.dwords, lo.info.hostDw, 0.U(2.W))
    val loKeep = laneMask(0.U, Mux(lo.last, loEnd, 0.U))
    val loData = Mux(loFirst, Cat(lo.data(511, 128), rqDesc), lo.data) & lanesToBits(loKeep)
    val loDone = lo.last && lo.info.lastOfReq
    val loErr = l2hErrAcc || lo.err
    // The done entry travels with the request's last beat (or, for a rejected request, as a
    // phantom entry) and is pushed when that beat leaves on the RQ port, so a TLP the user sends
    // on the same RQ after seeing the done (an NVMe completion entry) is ordered after the data.
    // The done slot was reserved when the request started, so the queue always has room then.
    l2h.out.ready := rqWrQ.enq.ready
    rqWrQ.enq.valid := l2h.out.valid
    rqWrQ.enq.bits.data := loData
    rqWrQ.enq.bits.keep := loKeep
    rqWrQ.enq.bits.last := lo.last
    rqWrQ.enq.bits.multiDw := lo.info.dwords =/= 1.U
    rqWrQ.enq.bits.phantom := lo.skip
    rqWrQ.enq.bits.done := lo.skip || loDone
    rqWrQ.enq.bits.id := lo.info.id
    rqWrQ.enq.bits.status := Mux(lo.skip, NvmeHostDmaStatus.BadRequest,
      Mux(loErr, NvmeHostDmaStatus.AxiError, NvmeHostDmaStatus.Ok))
    when(l2h.out.fire && !lo.skip) {
      l2hErrAcc := Mux(loDone, false.B, loErr)
      when(lo.last) { l2hBytes := l2hBytes + Cat(lo.info.dwords, 0.U(2.W)) }
    }
    stat_l2h_bytes_o := l2hBytes

    // ---------------- host -> local: read requests, tags, completion budget ----------------
    val rdQ = new DmaFifo(new DmaReadTlp, 2)
    val tagBusy = RegInit(0.U(p.numTags.W))
    val tagTable = RegInit(VecInit(Seq.fill(p.numTags)(0.U.asTypeOf(new DmaTagEntry(aw, p.ctxW)))))
    val budget = RegInit(0.U(p.budgetW.W)) // read bytes requested and not yet completed

    // Per-request contexts, a ring in request order; the head retires when all its reads have
    // completed and all its AXI bursts are acknowledged.
    val ctxId = RegInit(VecInit(Seq.fill(p.numCtx)(0.U(8.W))))
    val ctxTlps = RegInit(VecInit(Seq.fill(p.numCtx)(0.U(log2Ceil(p.numTags + 1).W))))
    val ctxBursts = RegInit(VecInit(Seq.fill(p.numCtx)(0.U(p.burstCountW.W))))
    val ctxIssued = RegInit(VecInit(Seq.fill(p.numCtx)(false.B)))
    val ctxPErr = RegInit(VecInit(Seq.fill(p.numCtx)(false.B)))
    val ctxAErr = RegInit(VecInit(Seq.fill(p.numCtx)(false.B)))
    val ctxBad = RegInit(VecInit(Seq.fill(p.numCtx)(false.B)))
    val ctxHead = RegInit(0.U(p.ctxW.W))
    val ctxTail = RegInit(0.U(p.ctxW.W))
    val ctxCount = RegInit(0.U(log2Ceil(p.numCtx + 1).W))

    val h2lActive = RegInit(false.B)
    val rHost = RegInit(0.U(64.W))
    val rLocal = RegInit(0.U(aw.W))
    val rRem = RegInit(0.U(p.lenW.W))
    val rCtx = RegInit(0.U(p.ctxW.W))

    val hr = h2lReqQ.deq.bits
    val startFire = !h2lActive && h2lReqQ.deq.valid && ctxCount =/= p.numCtx.U
    h2lReqQ.deq.ready := startFire
    when(startFire) {
      val bad = badReq(hr)
      rHost := hr.hostAddr
      rLocal := hr.localAddr
      rRem := hr.len
      rCtx := ctxTail
      h2lActive := !bad
    }

    // Encodings 6 and 7 are reserved; fall back to the smallest size rather than guess.
    val mrrsBytes = VecInit(Seq(128, 256, 512, 1024, 2048, 4096, 128, 128).map(_.U(13.W)))(cfg_max_read_req)
    // Reads stay within an MRRS-aligned block: at most MRRS bytes and never across 4 KiB.
    val rToBoundary = mrrsBytes - (rHost(11, 0) & (mrrsBytes - 1.U))
    val rChunk = Mux(rRem < rToBoundary, rRem(12, 0), rToBoundary)
    val rLastTlp = rRem === rChunk
    val freeTags = ~tagBusy
    val newTag = PriorityEncoder(freeTags)
    val budgetOk = (budget +& rChunk) <= p.rcBufBytes.U
    val stopIssue = h2lActive && ctxPErr(rCtx) // an earlier completion failed: read no further
    val issueFire = h2lActive && !stopIssue && freeTags.orR && budgetOk && rdQ.enq.ready
    rdQ.enq.valid := h2lActive && !stopIssue && freeTags.orR && budgetOk
    rdQ.enq.bits.desc := Cat(0.U(24.W), (p.tagBase.U(8.W) + newTag)(7, 0), 0.U(16.W), false.B,
      "b0000".U(4.W), rChunk(12, 2), rHost(63, 2), 0.U(2.W))
    rdQ.enq.bits.multiDw := rChunk(12, 2) =/= 1.U
    when(stopIssue) { h2lActive := false.B }
    when(issueFire) {
      tagTable(newTag).local := rLocal
      tagTable(newTag).len := rChunk
      tagTable(newTag).ctx := rCtx
      rHost := rHost + rChunk
      rLocal := rLocal + rChunk
      rRem := rRem - rChunk
      when(rLastTlp) { h2lActive := false.B }
    }

    // ---------------- host -> local: completions ----------------
    val rcQ = new DmaFifo(new DmaRcBeat, 2)
    rcQ.enq.valid := s_axis_rc_tvalid
    rcQ.enq.bits.data := s_axis_rc_tdata
    rcQ.enq.bits.last := s_axis_rc_tlast
    rcQ.enq.bits.discontinue := s_axis_rc_tuser(96)
    s_axis_rc_tready := rcQ.enq.ready

    val h2l = new DmaRealigner(new DmaH2lInfo, 4)
    val awCmdQ = new DmaFifo(new DmaAwCmd(aw, p.ctxW), 4)
    val rcInPkt = RegInit(false.B)
    val rcFwd = RegInit(false.B)
    val rcCtx = RegInit(0.U(p.ctxW.W))

    val rc = rcQ.deq.bits
    val cByteCount = rc.data(28, 16)
    val cErrCode = rc.data(15, 12)
    val cReqDone = rc.data(30)
    val cDw = rc.data(42, 32)
    val cStatus = rc.data(45, 43)
    val cPoisoned = rc.data(46)
    val cTag = rc.data(71, 64)
    val cTagIdx = (cTag - p.tagBase.U)(p.tagW - 1, 0)
    val cInRange = cTag >= p.tagBase.U && cTag < (p.tagBase + p.numTags).U
    val cEntry = tagTable(cTagIdx)
    val cKnown = cInRange && (tagBusy & UIntToOH(cTagIdx, p.numTags)).orR
    // A completion may only write inside its own read's local range; anything else is an error.
    val cSane = cDw =/= 0.U && Cat(cDw, 0.U(2.W)) <= cByteCount && cByteCount <= cEntry.len
    val cErr = cErrCode =/= 0.U || cStatus =/= 0.U || cPoisoned || !cSane
    val cWrite = cKnown && !cErr && !ctxPErr(cEntry.ctx)
    val cLocal = cEntry.local + (cEntry.len - cByteCount)
    val cLane = cLocal(5, 2)
    val cOutBeats = ceilBeats(cLocal(5, 0) +& Cat(cDw, 0.U(2.W)))
    val cInBeats = ceilBeats(Cat(cDw +& 3.U, 0.U(2.W)))
    val cBursts = Mux((cLocal(11, 6) +& cOutBeats) > 64.U, 2.U, 1.U)
    val sop = !rcInPkt
    val toAlign = Mux(sop, cWrite, rcFwd)
    val sopRoom = !sop || !cWrite || (h2l.cmd.enq.ready && awCmdQ.enq.ready)
    val rcAccept = (!toAlign || h2l.in.ready) && sopRoom
    rcQ.deq.ready := rcAccept
    val rcFire = rcQ.deq.valid && rcAccept
    h2l.in.valid := rcQ.deq.valid && toAlign && sopRoom
    h2l.in.bits.data := rc.data
    h2l.in.bits.err := false.B
    val sopWrite = rcQ.deq.valid && sop && cWrite
    h2l.cmd.enq.valid := sopWrite && h2l.in.ready && awCmdQ.enq.ready
    h2l.cmd.enq.bits.rot := 3.U - cLane
    h2l.cmd.enq.bits.hiFirst := cLane > 3.U
    h2l.cmd.enq.bits.inBeats := cInBeats
    h2l.cmd.enq.bits.outBeats := cOutBeats
    h2l.cmd.enq.bits.info.firstLane := cLane
    h2l.cmd.enq.bits.info.endLane := (cLane + cDw)(3, 0)
    h2l.cmd.enq.bits.info.pageBeat := cLocal(11, 6)
    awCmdQ.enq.valid := sopWrite && h2l.in.ready && h2l.cmd.enq.ready
    awCmdQ.enq.bits.addr := Cat(cLocal(aw - 1, 6), 0.U(6.W))
    awCmdQ.enq.bits.beats := cOutBeats
    awCmdQ.enq.bits.ctx := cEntry.ctx

    val rcSopFire = rcFire && sop
    val rcTagDone = rcSopFire && cKnown && cReqDone
    val rcSetPErr = (rcSopFire && cKnown && cErr) || (rcFire && toAlign && rc.discontinue)
    val rcErrCtx = Mux(sop, cEntry.ctx, rcCtx)
    val h2lBytes = RegInit(0.U(32.W))
    when(rcFire) { rcInPkt := !rc.last }
    when(rcSopFire) {
      rcFwd := cWrite
      rcCtx := cEntry.ctx
      when(cWrite) { h2lBytes := h2lBytes + Cat(cDw, 0.U(2.W)) }
    }
    stat_h2l_bytes_o := h2lBytes

    val tagSet = Mux(issueFire, UIntToOH(newTag, p.numTags), 0.U)
    val tagClr = Mux(rcTagDone, UIntToOH(cTagIdx, p.numTags), 0.U)
    tagBusy := (tagBusy | tagSet) & ~tagClr
    budget := budget + Mux(issueFire, rChunk, 0.U) - Mux(rcTagDone, cEntry.len, 0.U)

    // ---------------- host -> local: AXI write bursts and responses ----------------
    val awQ = new DmaFifo(new DmaAxBurst(aw), 2)
    val bQ = new DmaFifo(UInt(p.ctxW.W), p.wrBurstDepth) // context of each burst awaiting B
    val aw2Pending = RegInit(false.B)
    val aw2 = RegInit(0.U.asTypeOf(new DmaAxBurst(aw)))
    val aw2Ctx = RegInit(0.U(p.ctxW.W))
    val ac = awCmdQ.deq.bits
    val aPageLeft = 64.U(7.W) - ac.addr(11, 6)
    val aFirst = Mux(ac.beats < aPageLeft, ac.beats, aPageLeft)
    awCmdQ.deq.ready := false.B
    when(aw2Pending) {
      awQ.enq.valid := bQ.enq.ready
      bQ.enq.valid := awQ.enq.ready
      awQ.enq.bits := aw2
      bQ.enq.bits := aw2Ctx
      when(awQ.enq.ready && bQ.enq.ready) { aw2Pending := false.B }
    }.elsewhen(awCmdQ.deq.valid) {
      awQ.enq.valid := bQ.enq.ready
      bQ.enq.valid := awQ.enq.ready
      awQ.enq.bits.addr := ac.addr
      awQ.enq.bits.len := aFirst - 1.U
      bQ.enq.bits := ac.ctx
      when(awQ.enq.ready && bQ.enq.ready) {
        awCmdQ.deq.ready := true.B
        when(ac.beats =/= aFirst) { // the local range crosses a 4 KiB page: second burst
          aw2Pending := true.B
          aw2.addr := ac.addr + Cat(aFirst, 0.U(6.W))
          aw2.len := ac.beats - aFirst - 1.U
          aw2Ctx := ac.ctx
        }
      }
    }
    m_axi_awid := 0.U
    m_axi_awaddr := awQ.deq.bits.addr
    m_axi_awlen := awQ.deq.bits.len
    m_axi_awsize := 6.U
    m_axi_awburst := 1.U
    m_axi_awvalid := awQ.deq.valid
    awQ.deq.ready := m_axi_awready

    val wQ = new DmaFifo(new DmaWBeat, 2)
    val ho = h2l.out.bits
    val hoLanes = laneMask(Mux(ho.beat === 0.U, ho.info.firstLane, 0.U), Mux(ho.last, ho.info.endLane, 0.U))
    h2l.out.ready := wQ.enq.ready
    wQ.enq.valid := h2l.out.valid
    wQ.enq.bits.data := ho.data & lanesToBits(hoLanes)
    wQ.enq.bits.strb := lanesToBytes(hoLanes)
    wQ.enq.bits.last := ho.last || (ho.info.pageBeat + ho.beat(5, 0)) === 63.U
    m_axi_wdata := wQ.deq.bits.data
    m_axi_wstrb := wQ.deq.bits.strb
    m_axi_wlast := wQ.deq.bits.last
    m_axi_wvalid := wQ.deq.valid
    wQ.deq.ready := m_axi_wready

    m_axi_bready := bQ.deq.valid
    bQ.deq.ready := m_axi_bvalid
    val bFire = m_axi_bvalid && bQ.deq.valid
    val bCtx = bQ.deq.bits

    // ---------------- host -> local: context bookkeeping and retirement ----------------
    val headReady = ctxCount =/= 0.U && ctxIssued(ctxHead) && ctxTlps(ctxHead) === 0.U &&
      ctxBursts(ctxHead) === 0.U
    h2lDoneQ.enq.valid := headReady
    h2lDoneQ.enq.bits.id := ctxId(ctxHead)
    h2lDoneQ.enq.bits.status := Mux(ctxBad(ctxHead), NvmeHostDmaStatus.BadRequest,
      Mux(ctxPErr(ctxHead), NvmeHostDmaStatus.PcieError,
        Mux(ctxAErr(ctxHead), NvmeHostDmaStatus.AxiError, NvmeHostDmaStatus.Ok)))
    val retire = h2lDoneQ.enq.fire
    def nextCtx(c: UInt): UInt = if (p.numCtx == 1) 0.U else c + 1.U
    when(retire) { ctxHead := nextCtx(ctxHead) }
    when(startFire) { ctxTail := nextCtx(ctxTail) }
    ctxCount := ctxCount + startFire.asUInt - retire.asUInt

    for (i <- 0 until p.numCtx) {
      val me = i.U(p.ctxW.W)
      when(startFire && ctxTail === me) {
        val bad = badReq(hr)
        ctxId(i) := hr.id
        ctxTlps(i) := 0.U
        ctxBursts(i) := 0.U
        ctxIssued(i) := bad
        ctxPErr(i) := false.B
        ctxAErr(i) := false.B
        ctxBad(i) := bad
      }.otherwise {
        ctxTlps(i) := ctxTlps(i) + (issueFire && rCtx === me).asUInt - (rcTagDone && cEntry.ctx === me).asUInt
        ctxBursts(i) := ctxBursts(i) + Mux(rcSopFire && cWrite && cEntry.ctx === me, cBursts, 0.U) -
          (bFire && bCtx === me).asUInt
        when((issueFire && rLastTlp || stopIssue) && rCtx === me) { ctxIssued(i) := true.B }
        when(rcSetPErr && rcErrCtx === me) { ctxPErr(i) := true.B }
        when(bFire && bCtx === me && m_axi_bresp(1)) { ctxAErr(i) := true.B }
      }
    }

    // ---------------- RQ: read requests and write TLPs share the port per packet ----------------
    val rqLockWr = RegInit(false.B) // a write TLP is part-way out
    val rqPreferRd = RegInit(true.B)
    val rdBeat = rdQ.deq.bits
    val wrBeat = rqWrQ.deq.bits
    val wrValid = rqWrQ.deq.valid && !wrBeat.phantom
    val selRd = !rqLockWr && rdQ.deq.valid && (rqPreferRd || !wrValid)
    m_axis_rq_tvalid := Mux(selRd, rdQ.deq.valid, wrValid)
    m_axis_rq_tdata := Mux(selRd, rdBeat.desc, wrBeat.data)
    m_axis_rq_tkeep := Mux(selRd, "h000f".U, wrBeat.keep)
    m_axis_rq_tlast := Mux(selRd, true.B, wrBeat.last)
    // first_be in [3:0], last_be in [11:8]; a 1-dword request must have last_be 0.
    val multiDw = Mux(selRd, rdBeat.multiDw, wrBeat.multiDw)
    m_axis_rq_tuser := Cat(Mux(multiDw, "hf".U(4.W), 0.U(4.W)), 0.U(4.W), "hf".U(4.W))
    rdQ.deq.ready := selRd && m_axis_rq_tready
    rqWrQ.deq.ready := wrBeat.phantom || (!selRd && m_axis_rq_tready)
    l2hDoneQ.enq.valid := rqWrQ.deq.fire && wrBeat.done
    l2hDoneQ.enq.bits.id := wrBeat.id
    l2hDoneQ.enq.bits.status := wrBeat.status
    when(m_axis_rq_tvalid && m_axis_rq_tready) {
      when(selRd) {
        rqPreferRd := false.B
      }.otherwise {
        rqLockWr := !wrBeat.last
        when(wrBeat.last) { rqPreferRd := true.B }
      }
    }
  }
}
