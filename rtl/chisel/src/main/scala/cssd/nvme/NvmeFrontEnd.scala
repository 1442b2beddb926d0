package cssd.nvme

import chisel3._
import chisel3.util._

/** Bulk DMA request from firmware (see NvmeHostDma). */
class FwDmaReq extends Bundle {
  val toHost = Bool()
  val hostAddr = UInt(64.W)
  val localAddr = UInt(32.W)
  val len = UInt(24.W)
  val id = UInt(8.W)
}

/** The NVMe front end: controller registers and queues (NvmeQueueEngine), MSI-X (NvmeMsix) and
  * the bulk host DMA engine (NvmeHostDma) on one PCIe requester interface, with the
  * firmware-facing hardware queues as ports. BAR0 0x0000-0x1FFF (registers, doorbells) and
  * 0x2000-0x3FFF (MSI-X table, PBA) arrive on `reg_req` from the BAR0 completer.
  */
class NvmeFrontEnd(val p: NvmeFrontEndParams) extends RawModule {
  override def desiredName = "nvme_front_end"

  val clk_i = IO(Input(Clock()))
  val rst_ni = IO(Input(Bool()))

  val reg_req = IO(Flipped(Decoupled(new NvmeRegReq(14))))
  val reg_rsp_valid = IO(Output(Bool()))
  val reg_rsp_rdata = IO(Output(UInt(32.W)))

  val m_axis_rq_tdata = IO(Output(UInt(p.dataWidth.W)))
  val m_axis_rq_tkeep = IO(Output(UInt(p.beatDw.W)))
  val m_axis_rq_tlast = IO(Output(Bool()))
  val m_axis_rq_tuser = IO(Output(UInt(p.rqUserWidth.W)))
  val m_axis_rq_tvalid = IO(Output(Bool()))
  val m_axis_rq_tready = IO(Input(Bool()))

  val s_axis_rc_tdata = IO(Input(UInt(p.dataWidth.W)))
  val s_axis_rc_tkeep = IO(Input(UInt(p.beatDw.W)))
  val s_axis_rc_tlast = IO(Input(Bool()))
  val s_axis_rc_tuser = IO(Input(UInt(p.rcUserWidth.W)))
  val s_axis_rc_tvalid = IO(Input(Bool()))
  val s_axis_rc_tready = IO(Output(Bool()))

  val cfg_max_payload = IO(Input(UInt(2.W)))
  val cfg_max_read_req = IO(Input(UInt(3.W)))
  val cfg_msix_enable = IO(Input(Bool()))
  val cfg_msix_mask = IO(Input(Bool()))

  val fw_cmd = IO(Decoupled(new FwCmd(p)))
  val fw_cpl = IO(Flipped(Decoupled(new FwCpl(p))))
  val fw_qcfg = IO(Flipped(Decoupled(new QueueCfg(p))))
  val fw_qcfg_busy = IO(Output(Bool()))
  val fw_evt = IO(Decoupled(new FwEvent(p)))
  val fw_dma_req = IO(Flipped(Decoupled(new FwDmaReq)))
  val fw_dma_done_valid = IO(Output(Bool()))
  val fw_dma_done_ready = IO(Input(Bool()))
  val fw_dma_done_id = IO(Output(UInt(8.W)))
  val fw_dma_done_status = IO(Output(UInt(2.W)))
  val fw_arb = IO(Input(new ArbCfg))
  val fw_coal_thr = IO(Input(UInt(8.W)))
  val fw_coal_time = IO(Input(UInt(8.W)))
  val fw_cd_valid = IO(Input(Bool()))
  val fw_cd_vector = IO(Input(UInt(p.vecWidth.W)))
  val fw_cd_disable = IO(Input(Bool()))
  val fw_shutdown_done = IO(Input(Bool()))
  val fw_fatal = IO(Input(Bool()))
  val cc_o = IO(Output(UInt(32.W)))
  val csts_o = IO(Output(UInt(32.W)))
  val gen_o = IO(Output(UInt(p.genWidth.W)))
  val stats_o = IO(Output(new EngineStats))
  val stat_msix_sent_o = IO(Output(Bool()))

  val dmaParams = NvmeHostDmaParams(tagBase = p.dmaTagBase, numTags = p.dmaNumTags)
  val dma = Module(new NvmeHostDma(dmaParams))
  // Controller memory (DMA buffers), AXI4: the host DMA engine's master, passed through.
  val m_axi_awid = IO(Output(UInt(4.W)))
  val m_axi_awaddr = IO(Output(UInt(32.W)))
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
  val m_axi_bid = IO(Input(UInt(4.W)))
  val m_axi_bresp = IO(Input(UInt(2.W)))
  val m_axi_bvalid = IO(Input(Bool()))
  val m_axi_bready = IO(Output(Bool()))
  val m_axi_arid = IO(Output(UInt(4.W)))
  val m_axi_araddr = IO(Output(UInt(32.W)))
  val m_axi_arlen = IO(Output(UInt(8.W)))
  val m_axi_arsize = IO(Output(UInt(3.W)))
  val m_axi_arburst = IO(Output(UInt(2.W)))
  val m_axi_arvalid = IO(Output(Bool()))
  val m_axi_arready = IO(Input(Bool()))
  val m_axi_rid = IO(Input(UInt(4.W)))
  val m_axi_rdata = IO(Input(UInt(512.W)))
  val m_axi_rresp = IO(Input(UInt(2.W)))
  val m_axi_rlast = IO(Input(Bool()))
  val m_axi_rvalid = IO(Input(Bool()))
  val m_axi_rready = IO(Output(Bool()))

  withClockAndReset(clk_i, (!rst_ni).asAsyncReset) {
    val engine = Module(new NvmeQueueEngine(p))
    val msix = Module(new NvmeMsix(NvmeMsixParams(numVectors = p.numVectors, tickCycles = p.msixTickCycles)))
    msix.clk_i := clk_i
    msix.rst_ni := rst_ni
    dma.clk_i := clk_i
    dma.rst_ni := rst_ni
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

    // ---- BAR0 split: 0x0000-0x1FFF engine, 0x2000-0x3FFF MSI-X ----
    val toMsix = reg_req.bits.addr(13)
    engine.io.reg.valid := reg_req.valid && !toMsix
    engine.io.reg.bits := reg_req.bits
    msix.reg_req.valid := reg_req.valid && toMsix
    msix.reg_req.bits.write := reg_req.bits.write
    msix.reg_req.bits.addr := reg_req.bits.addr(12, 0)
    msix.reg_req.bits.wdata := reg_req.bits.wdata
    msix.reg_req.bits.wstrb := reg_req.bits.wstrb
    reg_req.ready := Mux(toMsix, msix.reg_req.ready, engine.io.reg.ready)
    // The completer has at most one read outstanding, so the two answers never collide.
    reg_rsp_valid := engine.io.regRsp.valid || msix.reg_rsp_valid
    reg_rsp_rdata := Mux(msix.reg_rsp_valid, msix.reg_rsp_rdata, engine.io.regRsp.bits)

    // ---- MSI-X ----
    msix.cfg_interrupt_msix_enable := cfg_msix_enable
    msix.cfg_interrupt_msix_mask := cfg_msix_mask
    msix.irq.valid := engine.io.irq.valid
    msix.irq.bits.vector := engine.io.irq.bits.vector
    msix.irq.bits.coalesce := engine.io.irq.bits.coalesce
    engine.io.irq.ready := msix.irq.ready
    msix.coal_thr := fw_coal_thr
    msix.coal_time := fw_coal_time
    msix.cd.valid := fw_cd_valid
    msix.cd.bits.vector := fw_cd_vector
    msix.cd.bits.disable := fw_cd_disable
    msix.clear_i := engine.io.ctrlReset
    stat_msix_sent_o := msix.stat_sent_o

    val msiTlp = Wire(Decoupled(new TlpBeat(p.dataWidth, p.rqUserWidth)))
    msiTlp.valid := msix.msg.valid
    msiTlp.bits.data := Cat(msix.msg.bits.data, RqDesc(msix.msg.bits.addr, 1.U, RqDesc.MemWrite, 0.U))
    msiTlp.bits.keep := "h001f".U
    msiTlp.bits.last := true.B
    msiTlp.bits.user := RqDesc.user(1.U, p.rqUserWidth)
    msix.msg.ready := msiTlp.ready

    // ---- host DMA ----
    val dmaQ = Queue(fw_dma_req, 4)
    dma.req.valid := dmaQ.valid
    dma.req.bits.toHost := dmaQ.bits.toHost
    dma.req.bits.hostAddr := dmaQ.bits.hostAddr
    dma.req.bits.localAddr := dmaQ.bits.localAddr
    dma.req.bits.len := dmaQ.bits.len
    dma.req.bits.id := dmaQ.bits.id
    dmaQ.ready := dma.req.ready
    fw_dma_done_valid := dma.done.valid
    fw_dma_done_id := dma.done.bits.id
    fw_dma_done_status := dma.done.bits.status
    dma.done.ready := fw_dma_done_ready
    dma.cfg_max_payload := cfg_max_payload
    dma.cfg_max_read_req := cfg_max_read_req

    val dmaTlp = Wire(Decoupled(new TlpBeat(p.dataWidth, p.rqUserWidth)))
    dmaTlp.valid := dma.m_axis_rq_tvalid
    dmaTlp.bits.data := dma.m_axis_rq_tdata
    dmaTlp.bits.keep := dma.m_axis_rq_tkeep
    dmaTlp.bits.last := dma.m_axis_rq_tlast
    dmaTlp.bits.user := dma.m_axis_rq_tuser
    dma.m_axis_rq_tready := dmaTlp.ready

    // ---- requester request: SQE fetch, CQE, MSI-X and DMA TLPs share the stream. CQEs and the
    // MSI-X messages they trigger stay in order because the engine hands an interrupt to NvmeMsix
    // only after its CQE left on this stream (posted writes are never reordered). ----
    val rqMux = Module(new NvmeRqMux(4, p.dataWidth, p.rqUserWidth))
    rqMux.io.in(0) <> engine.io.rqCqe
    rqMux.io.in(1) <> msiTlp
    rqMux.io.in(2) <> engine.io.rqFetch
    rqMux.io.in(3) <> dmaTlp
    m_axis_rq_tdata := rqMux.io.out.bits.data
    m_axis_rq_tkeep := rqMux.io.out.bits.keep
    m_axis_rq_tlast := rqMux.io.out.bits.last
    m_axis_rq_tuser := rqMux.io.out.bits.user
    m_axis_rq_tvalid := rqMux.io.out.valid
    rqMux.io.out.ready := m_axis_rq_tready

    // ---- requester completion: route each TLP by the tag in its first beat ----
    val rcInPkt = RegInit(false.B)
    val rcToEngine = Reg(Bool())
    val firstToEngine = s_axis_rc_tdata(71, 64) < p.numFetchTags.U
    val toEngine = Mux(rcInPkt, rcToEngine, firstToEngine)
    engine.io.rc.valid := s_axis_rc_tvalid && toEngine
    engine.io.rc.bits.data := s_axis_rc_tdata
    engine.io.rc.bits.keep := s_axis_rc_tkeep
    engine.io.rc.bits.last := s_axis_rc_tlast
    engine.io.rc.bits.user := s_axis_rc_tuser
    dma.s_axis_rc_tvalid := s_axis_rc_tvalid && !toEngine
    dma.s_axis_rc_tdata := s_axis_rc_tdata
    dma.s_axis_rc_tkeep := s_axis_rc_tkeep
    dma.s_axis_rc_tlast := s_axis_rc_tlast
    dma.s_axis_rc_tuser := s_axis_rc_tuser
    s_axis_rc_tready := Mux(toEngine, engine.io.rc.ready, dma.s_axis_rc_tready)
    when(s_axis_rc_tvalid && s_axis_rc_tready) {
      rcInPkt := !s_axis_rc_tlast
      rcToEngine := toEngine
    }

    // ---- firmware side ----
    engine.io.maxReadReq := cfg_max_read_req
    fw_cmd <> Queue(engine.io.fwCmd, 2)
    engine.io.fwCpl <> fw_cpl
    val qcfgQ = Queue(fw_qcfg, 2)
    engine.io.qcfg <> qcfgQ
    fw_qcfg_busy := qcfgQ.valid
    fw_evt <> engine.io.evt
    engine.io.arb := fw_arb
    engine.io.shutdownDone := fw_shutdown_done
    engine.io.fatal := fw_fatal
    cc_o := engine.io.cc
    csts_o := engine.io.csts
    gen_o := engine.io.gen
    stats_o := engine.io.stats
  }
}
