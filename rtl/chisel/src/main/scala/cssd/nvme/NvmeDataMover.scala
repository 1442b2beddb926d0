package cssd.nvme

import chisel3._
import chisel3.util._

/** Configuration of the NVMe data mover (PRP engine + host DMA).
  *
  * @param axiAddrWidth  local (AXI) address bits
  * @param axiIdWidth    AXI ID bits (the DMA uses ID 0)
  * @param dmaTagBase    first PCIe tag of the DMA engine's reads
  * @param dmaNumTags    DMA read tags (power of two)
  * @param dmaNumCtx     host -> local DMA requests in flight
  * @param dmaRcBufBytes DMA read data in flight
  * @param prpTagBase    first PCIe tag of PRP list reads; the front end routes completions with
  *                      tags >= 8 here, and these are told apart from the DMA's by range
  * @param prpNumTags    tags the list reads use, split evenly among the list contexts
  * @param listReads     PRP list reads in flight at once (list contexts, one read each): a list
  *                      read costs a host round trip, and with one context every xfer behind a
  *                      list-mode xfer waited for its list; 4 lets each NVM set of a four-set
  *                      drive have one in flight
  * @param maxCmdLen     longest command data length in bytes (larger cmdLen: status 2)
  * @param listReadMax   most bytes of one PRP list read (also <= Max_Read_Request_Size)
  * @param rowDepth      entry rows buffered between the completion stream and the generator
  * @param trackDepth    DMA requests and markers issued and not yet done
  */
case class NvmeDataMoverParams(
    axiAddrWidth: Int = 32,
    axiIdWidth: Int = 4,
    dmaTagBase: Int = 32,
    dmaNumTags: Int = 32,
    dmaNumCtx: Int = 4,
    dmaRcBufBytes: Int = 16384,
    prpTagBase: Int = 8,
    prpNumTags: Int = 8,
    listReads: Int = 4,
    maxCmdLen: Int = 1 << 20,
    listReadMax: Int = 256,
    rowDepth: Int = 32,
    trackDepth: Int = 16) {
  require(prpNumTags >= 1 && prpTagBase + prpNumTags <= 256)
  require(listReads >= 1 && listReads <= 16 && prpNumTags % listReads == 0,
    "the list contexts share the PRP tags evenly (at most 16: the job's context field)")
  require(prpTagBase + prpNumTags <= dmaTagBase || dmaTagBase + dmaNumTags <= prpTagBase,
    "PRP list tags and DMA tags must not overlap")
  require(maxCmdLen >= 4096 && maxCmdLen < (1 << 24), "cmdLen is 24 bits")
  require(Seq(64, 128, 256).contains(listReadMax), "list reads of 64, 128 or 256 bytes")
  require(isPow2(rowDepth) && rowDepth >= 2 * (rowsPerRead + 1), "the row buffer holds two reads")
  require(trackDepth >= 2)
  /** Most beats (one row each) the completions of one list read can take: split at 64-byte RCB
    * boundaries, each completion is <= 64 bytes except that a larger RCB gives fewer, larger ones. */
  def rowsPerRead: Int = {
    val c = listReadMax / 64 + 1
    (listReadMax / 4 + 3 * c + 15) / 16 + c
  }
  def dmaParams: NvmeHostDmaParams = NvmeHostDmaParams(axiAddrWidth = axiAddrWidth, axiIdWidth = axiIdWidth,
    tagBase = dmaTagBase, numTags = dmaNumTags, numCtx = dmaNumCtx, rcBufBytes = dmaRcBufBytes)
}

/** A byte range of one NVMe command's data buffer (described by its PRP entries) to move. */
class NvmeXferReq(localAddrWidth: Int = 32) extends Bundle {
  /** Opaque, returned in the done entry. */
  val tag = UInt(16.W)
  /** 1: local -> host (an NVMe Read's data); 0: host -> local. */
  val toHost = Bool()
  val prp1 = UInt(64.W)
  val prp2 = UInt(64.W)
  /** Total data bytes of the command: decides how PRP2 is read. */
  val cmdLen = UInt(24.W)
  /** Byte offset of this range in the command's buffer. */
  val offset = UInt(24.W)
  val len = UInt(24.W)
  val localAddr = UInt(localAddrWidth.W)
}

class NvmeXferDone extends Bundle {
  val tag = UInt(16.W)
  val status = UInt(3.W)
}

object NvmeXferStatus {
  val Ok = 0.U(3.W)
  /** PRP Offset Invalid. */
  val PrpOffset = 1.U(3.W)
  val InvalidField = 2.U(3.W)
  /** PCIe error on data or on a PRP list read. */
  val DataError = 3.U(3.W)
  /** Local memory (AXI) error. */
  val LocalError = 4.U(3.W)
}

class DmTrack extends Bundle {
  val raw = Bool()
  val marker = Bool()
  val last = Bool()
  val tag = UInt(16.W)
  val status = UInt(3.W)
  val serial = UInt(8.W)
}

/** The NVMe data path's mover: PRP engine (NvmePrpWalker) + bulk host DMA (NvmeHostDma) + RQ
  * multiplexer, on one PCIe requester interface and one AXI4 master.
  *
  * Xfers become per-page DMA segments; firmware's plain contiguous DMA (`raw`) shares the DMA
  * engine (round robin per request with the segments). Every DMA request and every walker marker
  * is recorded in issue order; the DMA answers in request order, so the done logic walks that
  * record: a raw entry takes its DMA done to `raw_done`, an xfer's segments accumulate the first
  * error, and its last segment (or marker) produces `xfer_done`. Xfer dones are in request order.
  *
  * Ordering: the DMA pushes a local -> host done only when the last beat of the request's last
  * write TLP has left its RQ port, and the RQ multiplexer here is combinational, so `xfer_done`
  * (and `raw_done`) of a toHost transfer is asserted after its last write beat was accepted on
  * `m_axis_rq`. A host -> local done follows the B response of every AXI write burst.
  */
class NvmeDataMover(val p: NvmeDataMoverParams) extends RawModule {
  override def desiredName = "data_mover" // emitted as nvme_data_mover (Emit.prefixed)
  private val dp = p.dmaParams
  private val aw = p.axiAddrWidth

  val clk_i = IO(Input(Clock()))
  val rst_ni = IO(Input(Bool()))

  // Xfers (PRP-described ranges of NVMe commands) in, one done each out (in request order).
  val xfer = IO(Flipped(Decoupled(new NvmeXferReq(aw))))
  val xfer_done = IO(Decoupled(new NvmeXferDone))
  // Firmware's contiguous DMA, passed to the DMA engine; done entries in request order.
  val raw = IO(Flipped(Decoupled(new NvmeHostDmaReq(aw))))
  val raw_done = IO(Decoupled(new NvmeHostDmaDone))

  // PCIe requester request (PG213 RQ): PRP list reads and DMA TLPs.
  val m_axis_rq_tdata = IO(Output(UInt(512.W)))
  val m_axis_rq_tkeep = IO(Output(UInt(16.W)))
  val m_axis_rq_tlast = IO(Output(Bool()))
  val m_axis_rq_tuser = IO(Output(UInt(137.W)))
  val m_axis_rq_tvalid = IO(Output(Bool()))
  val m_axis_rq_tready = IO(Input(Bool()))

  // PCIe requester completion (PG213 RC): completions of PRP list reads and DMA reads.
  val s_axis_rc_tdata = IO(Input(UInt(512.W)))
  val s_axis_rc_tkeep = IO(Input(UInt(16.W)))
  val s_axis_rc_tlast = IO(Input(Bool()))
  val s_axis_rc_tuser = IO(Input(UInt(161.W)))
  val s_axis_rc_tvalid = IO(Input(Bool()))
  val s_axis_rc_tready = IO(Output(Bool()))

  // Link settings (device control register).
  val cfg_max_payload = IO(Input(UInt(2.W)))
  val cfg_max_read_req = IO(Input(UInt(3.W)))

  // AXI4 master to local memory (NvmeHostDma's).
  val m_axi_awid = IO(Output(UInt(p.axiIdWidth.W)))
  val m_axi_awaddr = IO(Output(UInt(aw.W)))
  val m_axi_awlen = IO(Output(UInt(8.W)))
  val m_axi_awsize = IO(Output(UInt(3.W)))
  val m_axi_awburst = IO(Output(UInt(2.W)))
  val m_axi_awvalid = IO(Output(Bool()))
  val m_axi_awready = IO(Input(Bool()))
  val m_axi_wdata = IO(Output(UInt(512.W)))
  val m_axi_wstrb = IO(Output(UInt(64.W)))
  val m_axi_wlast = IO(Output(Bool()))
  val m_axi_wvalid = IO(Output(Bool()))
  val m_axi_wready = IO(Input(Bool()))
  val m_axi_bid = IO(Input(UInt(p.axiIdWidth.W)))
  val m_axi_bresp = IO(Input(UInt(2.W)))
  val m_axi_bvalid = IO(Input(Bool()))
  val m_axi_bready = IO(Output(Bool()))
  val m_axi_arid = IO(Output(UInt(p.axiIdWidth.W)))
  val m_axi_araddr = IO(Output(UInt(aw.W)))
  val m_axi_arlen = IO(Output(UInt(8.W)))
  val m_axi_arsize = IO(Output(UInt(3.W)))
  val m_axi_arburst = IO(Output(UInt(2.W)))
  val m_axi_arvalid = IO(Output(Bool()))
  val m_axi_arready = IO(Input(Bool()))
  val m_axi_rid = IO(Input(UInt(p.axiIdWidth.W)))
  val m_axi_rdata = IO(Input(UInt(512.W)))
  val m_axi_rresp = IO(Input(UInt(2.W)))
  val m_axi_rlast = IO(Input(Bool()))
  val m_axi_rvalid = IO(Input(Bool()))
  val m_axi_rready = IO(Output(Bool()))

  /** Something accepted and not yet done; counters wrap. */
  val stat_busy_o = IO(Output(Bool()))
  val stat_xfers_o = IO(Output(UInt(32.W)))
  val stat_prp_list_bytes_o = IO(Output(UInt(32.W)))
  val stat_l2h_bytes_o = IO(Output(UInt(32.W)))
  val stat_h2l_bytes_o = IO(Output(UInt(32.W)))

  val dma = Module(new NvmeHostDma(dp))

  withClockAndReset(clk_i, (!rst_ni).asAsyncReset) {
    val walker = Module(new NvmePrpWalker(p))
    val rqMux = Module(new NvmeRqMux(2, 512, 137))
    dma.clk_i := clk_i
    dma.rst_ni := rst_ni

    // ---------------- AXI: the DMA's master ----------------
    m_axi_awid := dma.m_axi_awid
    m_axi_awaddr := dma.m_axi_awaddr
    m_axi_awlen := dma.m_axi_awlen
    m_axi_awsize := dma.m_axi_awsize
    m_axi_awburst := dma.m_axi_awburst
    m_axi_awvalid := dma.m_axi_awvalid
    dma.m_axi_awready := m_axi_awready
    m_axi_wdata := dma.m_axi_wdata
    m_axi_wstrb := dma.m_axi_wstrb
    m_axi_wlast := dma.m_axi_wlast
    m_axi_wvalid := dma.m_axi_wvalid
    dma.m_axi_wready := m_axi_wready
    dma.m_axi_bid := m_axi_bid
    dma.m_axi_bresp := m_axi_bresp
    dma.m_axi_bvalid := m_axi_bvalid
    m_axi_bready := dma.m_axi_bready
    m_axi_arid := dma.m_axi_arid
    m_axi_araddr := dma.m_axi_araddr
    m_axi_arlen := dma.m_axi_arlen
    m_axi_arsize := dma.m_axi_arsize
    m_axi_arburst := dma.m_axi_arburst
    m_axi_arvalid := dma.m_axi_arvalid
    dma.m_axi_arready := m_axi_arready
    dma.m_axi_rid := m_axi_rid
    dma.m_axi_rdata := m_axi_rdata
    dma.m_axi_rresp := m_axi_rresp
    dma.m_axi_rlast := m_axi_rlast
    dma.m_axi_rvalid := m_axi_rvalid
    m_axi_rready := dma.m_axi_rready
    dma.cfg_max_payload := cfg_max_payload
    dma.cfg_max_read_req := cfg_max_read_req
    walker.io.maxReadReq := cfg_max_read_req

    // ---------------- RQ: list reads and DMA TLPs, per packet (combinational, see ordering) ----
    rqMux.io.in(0) <> walker.io.rq
    rqMux.io.in(1).valid := dma.m_axis_rq_tvalid
    rqMux.io.in(1).bits.data := dma.m_axis_rq_tdata
    rqMux.io.in(1).bits.keep := dma.m_axis_rq_tkeep
    rqMux.io.in(1).bits.last := dma.m_axis_rq_tlast
    rqMux.io.in(1).bits.user := dma.m_axis_rq_tuser
    dma.m_axis_rq_tready := rqMux.io.in(1).ready
    m_axis_rq_tdata := rqMux.io.out.bits.data
    m_axis_rq_tkeep := rqMux.io.out.bits.keep
    m_axis_rq_tlast := rqMux.io.out.bits.last
    m_axis_rq_tuser := rqMux.io.out.bits.user
    m_axis_rq_tvalid := rqMux.io.out.valid
    rqMux.io.out.ready := m_axis_rq_tready

    // ---------------- RC: registered, then routed by the tag of each completion's first beat ----
    val rcQ = new DmaFifo(new TlpBeat(512, 161), 2)
    rcQ.enq.valid := s_axis_rc_tvalid
    rcQ.enq.bits.data := s_axis_rc_tdata
    rcQ.enq.bits.keep := s_axis_rc_tkeep
    rcQ.enq.bits.last := s_axis_rc_tlast
    rcQ.enq.bits.user := s_axis_rc_tuser
    s_axis_rc_tready := rcQ.enq.ready
    val rcInPkt = RegInit(false.B)
    val rcToWalker = RegInit(false.B)
    val rcb = rcQ.deq.bits
    val firstTag = rcb.data(71, 64)
    val firstToWalker = firstTag >= p.prpTagBase.U && firstTag < (p.prpTagBase + p.prpNumTags).U
    val toWalker = Mux(rcInPkt, rcToWalker, firstToWalker)
    walker.io.rc.valid := rcQ.deq.valid && toWalker
    walker.io.rc.bits := rcb
    dma.s_axis_rc_tvalid := rcQ.deq.valid && !toWalker
    dma.s_axis_rc_tdata := rcb.data
    dma.s_axis_rc_tkeep := rcb.keep
    dma.s_axis_rc_tlast := rcb.last
    dma.s_axis_rc_tuser := rcb.user
    rcQ.deq.ready := Mux(toWalker, walker.io.rc.ready, dma.s_axis_rc_tready)
    when(rcQ.deq.fire) {
      rcInPkt := !rcb.last
      rcToWalker := toWalker
    }

    // ---------------- issue: raw requests and walker segments share the DMA, round robin ----
    walker.io.xfer <> xfer // the walker's input is a registered queue

    val rawQ = new DmaFifo(new NvmeHostDmaReq(aw), 2)
    rawQ.enq.valid := raw.valid
    rawQ.enq.bits := raw.bits
    raw.ready := rawQ.enq.ready

    val trackQ = new DmaFifo(new DmTrack, p.trackDepth)
    val seg = walker.io.seg
    val preferRaw = RegInit(false.B)
    val pickRaw = rawQ.deq.valid && (preferRaw || !seg.valid)
    val segToDma = !seg.bits.marker
    dma.req.valid := Mux(pickRaw, true.B, seg.valid && segToDma) && trackQ.enq.ready
    dma.req.bits.toHost := Mux(pickRaw, rawQ.deq.bits.toHost, seg.bits.toHost)
    dma.req.bits.hostAddr := Mux(pickRaw, rawQ.deq.bits.hostAddr, seg.bits.host)
    dma.req.bits.localAddr := Mux(pickRaw, rawQ.deq.bits.localAddr, seg.bits.local)
    dma.req.bits.len := Mux(pickRaw, rawQ.deq.bits.len, seg.bits.len)
    dma.req.bits.id := Mux(pickRaw, rawQ.deq.bits.id, seg.bits.serial)
    trackQ.enq.valid := Mux(pickRaw, dma.req.ready, seg.valid && (!segToDma || dma.req.ready))
    trackQ.enq.bits.raw := pickRaw
    trackQ.enq.bits.marker := !pickRaw && seg.bits.marker
    trackQ.enq.bits.last := seg.bits.last
    trackQ.enq.bits.tag := seg.bits.tag
    trackQ.enq.bits.status := seg.bits.status
    trackQ.enq.bits.serial := seg.bits.serial
    rawQ.deq.ready := pickRaw && trackQ.enq.fire
    seg.ready := !pickRaw && trackQ.enq.fire
    when(trackQ.enq.fire) { preferRaw := !pickRaw }

    // ---------------- done: walk the issue record in order ----------------
    val xferDoneQ = new DmaFifo(new NvmeXferDone, 2)
    val rawDoneQ = new DmaFifo(new NvmeHostDmaDone, 2)
    val acc = RegInit(0.U(3.W)) // first error of the xfer being completed
    val accSerial = RegInit(0.U(8.W))
    val h = trackQ.deq.bits
    val dmaStatus = VecInit(NvmeXferStatus.Ok, NvmeXferStatus.DataError, NvmeXferStatus.LocalError,
      NvmeXferStatus.InvalidField)(dma.done.bits.status)
    val newStatus = Mux(h.marker, h.status, dmaStatus)
    val combined = Mux(acc =/= 0.U, acc, newStatus)
    val go = trackQ.deq.valid && (h.marker || dma.done.valid) &&
      Mux(h.raw, rawDoneQ.enq.ready, !h.last || xferDoneQ.enq.ready)
    trackQ.deq.ready := go
    dma.done.ready := go && !h.marker
    rawDoneQ.enq.valid := go && h.raw
    rawDoneQ.enq.bits := dma.done.bits
    xferDoneQ.enq.valid := go && !h.raw && h.last
    xferDoneQ.enq.bits.tag := h.tag
    xferDoneQ.enq.bits.status := combined
    when(go && !h.raw) {
      acc := Mux(h.last, 0.U, combined)
      accSerial := h.serial
    }
    // A data error stops the walker issuing more of that xfer (what is issued still completes).
    walker.io.abort.valid := acc =/= 0.U
    walker.io.abort.bits := accSerial

    xfer_done.valid := xferDoneQ.deq.valid
    xfer_done.bits := xferDoneQ.deq.bits
    xferDoneQ.deq.ready := xfer_done.ready
    raw_done.valid := rawDoneQ.deq.valid
    raw_done.bits := rawDoneQ.deq.bits
    rawDoneQ.deq.ready := raw_done.ready

    val xfers = RegInit(0.U(32.W))
    when(xfer_done.fire) { xfers := xfers + 1.U }
    stat_xfers_o := xfers
    stat_prp_list_bytes_o := walker.io.listBytes
    stat_l2h_bytes_o := dma.stat_l2h_bytes_o
    stat_h2l_bytes_o := dma.stat_h2l_bytes_o
    stat_busy_o := rawQ.count =/= 0.U || walker.io.busy || trackQ.count =/= 0.U ||
      xferDoneQ.count =/= 0.U || rawDoneQ.count =/= 0.U
  }
}
