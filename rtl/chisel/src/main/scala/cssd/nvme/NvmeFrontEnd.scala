package cssd.nvme

import chisel3._
import chisel3.util._
import cssd.CssdConfig

/** The NVMe front end: controller registers and queues (NvmeQueueEngine), MSI-X (NvmeMsix) and
  * the bulk host DMA engine (NvmeHostDma) on one PCIe requester interface, with the
  * firmware-facing hardware queues as ports. BAR0 0x0000-0x1FFF (registers, doorbells) and
  * 0x2000-0x3FFF (MSI-X table, PBA) arrive on `reg_req` from the BAR0 completer.
  */
class NvmeFrontEnd(val p: NvmeFrontEndParams, val sp: NvmeSacaParams = NvmeSacaParams()) extends RawModule {
  override def desiredName = "front_end" // emitted as nvme_front_end (Emit.prefixed)

  val clk_i = IO(Input(Clock()))
  val rst_ni = IO(Input(Bool()))

  val reg_req = IO(Flipped(Decoupled(new NvmeRegReq(CssdConfig.nvmeAddrWidth))))
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
  val fw_dma_req = IO(Flipped(Decoupled(new NvmeHostDmaReq(32))))
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

  // ---- SACA: namespace table (management firmware) and per-set queues, packed per set so the
  // SystemVerilog glue can slice them in a generate loop (set i: bits [i*w +: w]) ----
  private val ns = sp.numSets
  val ns_cfg_valid = IO(Input(Bool()))
  val ns_cfg_index = IO(Input(UInt(4.W)))
  val ns_cfg_set = IO(Input(UInt(4.W)))
  val ns_cfg_lba_shift = IO(Input(UInt(5.W)))
  val ns_cfg_in_use = IO(Input(Bool()))
  val ns_cfg_host = IO(Input(Bool()))
  val ns_cfg_nsze = IO(Input(UInt(64.W)))
  /** SLOT_CAP: per set, 8 bits each (set 0 in the low byte). */
  val saca_slot_cap = IO(Input(UInt((8 * sp.numSets).W)))
  val set_cmd_valid = IO(Output(UInt(ns.W)))
  val set_cmd_ready = IO(Input(UInt(ns.W)))
  val set_cmd_slot = IO(Output(UInt((ns * 16).W)))
  val set_cmd_sqid = IO(Output(UInt((ns * 16).W)))
  val set_cmd_len = IO(Output(UInt((ns * 24).W)))
  val set_cmd_sqe = IO(Output(UInt((ns * 512).W)))
  val set_req_valid = IO(Input(UInt(ns.W)))
  val set_req_ready = IO(Output(UInt(ns.W)))
  val set_req_slot = IO(Input(UInt((ns * 16).W)))
  val set_req_complete = IO(Input(UInt(ns.W)))
  val set_req_to_host = IO(Input(UInt(ns.W)))
  val set_req_auto_cpl = IO(Input(UInt(ns.W)))
  val set_req_status = IO(Input(UInt((ns * 16).W)))
  val set_req_dw0 = IO(Input(UInt((ns * 32).W)))
  val set_req_local = IO(Input(UInt((ns * 32).W)))
  val set_req_offset = IO(Input(UInt((ns * 24).W)))
  val set_req_len = IO(Input(UInt((ns * 24).W)))
  val set_done_valid = IO(Output(UInt(ns.W)))
  val set_done_ready = IO(Input(UInt(ns.W)))
  val set_done_slot = IO(Output(UInt((ns * 16).W)))
  val set_done_status = IO(Output(UInt((ns * 4).W)))
  val set_stat_cmd_o = IO(Output(UInt(ns.W)))
  val set_stat_xfer_o = IO(Output(UInt(ns.W)))
  val set_stat_cpl_o = IO(Output(UInt(ns.W)))
  val saca_rejected_o = IO(Output(Bool()))
  /** One pulse per command SACA accepted with its set at its slot cap (SLOT_CAP_HOLDS). */
  val saca_capped_o = IO(Output(Bool()))

  val dma = Module(new NvmeDataMover(NvmeDataMoverParams(dmaTagBase = p.dmaTagBase, dmaNumTags = p.dmaNumTags,
    prpTagBase = p.numFetchTags)))
  // Controller memory (DMA buffers), AXI4: the data mover's master, passed through.
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

    // ---- BAR0 split: 0x0000-0x1FFF engine, 0x2000-0x3FFF MSI-X (config/cssd.toml [bar0]) ----
    val msixBit = log2Ceil(CssdConfig.msixTableOffset)
    require(CssdConfig.msixTableOffset == 1 << msixBit && msixBit + 1 == reg_req.bits.addr.getWidth,
      "the MSI-X table starts at the upper half of the front end's BAR0 window")
    require(CssdConfig.msixPbaOffset - CssdConfig.msixTableOffset == msix.p.pbaOffset,
      "the PBA offset the hard block advertises is where NvmeMsix keeps the PBA")
    val toMsix = reg_req.bits.addr(msixBit)
    engine.io.reg.valid := reg_req.valid && !toMsix
    engine.io.reg.bits := reg_req.bits
    msix.reg_req.valid := reg_req.valid && toMsix
    msix.reg_req.bits.write := reg_req.bits.write
    msix.reg_req.bits.addr := reg_req.bits.addr(msixBit - 1, 0)
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

    // ---- data mover: PRP transfers from SACA, plain transfers from the management firmware ----
    dma.raw <> Queue(fw_dma_req, 4)
    fw_dma_done_valid := dma.raw_done.valid
    fw_dma_done_id := dma.raw_done.bits.id
    fw_dma_done_status := dma.raw_done.bits.status
    dma.raw_done.ready := fw_dma_done_ready
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
    // Qualified by valid: an idle bus may carry anything (X in simulation), and tready must not
    // depend on it.
    val toEngine = Mux(rcInPkt, rcToEngine, s_axis_rc_tvalid && firstToEngine)
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

    // ---- SACA between the queue engine and the firmware ----
    val saca = Module(new NvmeSaca(p, sp))
    saca.io.cmdIn <> engine.io.fwCmd
    saca.io.gen := engine.io.gen
    saca.io.nsCfg.valid := ns_cfg_valid
    saca.io.nsCfg.bits.index := ns_cfg_index
    saca.io.nsCfg.bits.entry.valid := ns_cfg_in_use
    saca.io.nsCfg.bits.entry.host := ns_cfg_host
    saca.io.nsCfg.bits.entry.set := ns_cfg_set
    saca.io.nsCfg.bits.entry.lbaShift := ns_cfg_lba_shift
    saca.io.nsCfg.bits.entry.nsze := ns_cfg_nsze
    for (i <- 0 until sp.numSets) saca.io.slotCap(i) := saca_slot_cap(8 * i + 7, 8 * i)
    engine.io.sqHold := saca.io.sqHold
    // Management completions and SACA's gathered I/O completions share the CQE poster.
    // Priority (stateless; management completions are rare): Chisel's RRArbiter keeps an unreset
    // grant register that simulates as X.
    val cplArb = Module(new Arbiter(new FwCpl(p), 2))
    cplArb.io.in(0) <> fw_cpl
    cplArb.io.in(1) <> saca.io.cpl
    engine.io.fwCpl <> cplArb.io.out
    saca_rejected_o := saca.io.rejected
    saca_capped_o := saca.io.capped
    set_stat_cmd_o := saca.io.statCmd
    set_stat_xfer_o := saca.io.statXfer
    set_stat_cpl_o := saca.io.statCpl

    set_cmd_valid := VecInit(saca.io.setCmd.map(_.valid)).asUInt
    set_cmd_slot := Cat(saca.io.setCmd.reverse.map(_.bits.slot.pad(16)))
    set_cmd_sqid := Cat(saca.io.setCmd.reverse.map(_.bits.sqid.pad(16)))
    set_cmd_len := Cat(saca.io.setCmd.reverse.map(_.bits.len))
    set_cmd_sqe := Cat(saca.io.setCmd.reverse.map(_.bits.sqe))
    set_req_ready := VecInit(saca.io.setReq.map(_.ready)).asUInt
    set_done_valid := VecInit(saca.io.setDone.map(_.valid)).asUInt
    set_done_slot := Cat(saca.io.setDone.reverse.map(_.bits.slot.pad(16)))
    set_done_status := Cat(saca.io.setDone.reverse.map(_.bits.status.pad(4)))
    for (i <- 0 until ns) {
      saca.io.setCmd(i).ready := set_cmd_ready(i)
      val q = saca.io.setReq(i)
      q.valid := set_req_valid(i)
      q.bits.slot := set_req_slot(i * 16 + sp.slotW - 1, i * 16)
      q.bits.complete := set_req_complete(i)
      q.bits.toHost := set_req_to_host(i)
      q.bits.autoCpl := set_req_auto_cpl(i)
      q.bits.status := set_req_status(i * 16 + 14, i * 16)
      q.bits.dw0 := set_req_dw0(i * 32 + 31, i * 32)
      q.bits.localAddr := set_req_local(i * 32 + 31, i * 32)
      q.bits.offset := set_req_offset(i * 24 + 23, i * 24)
      q.bits.len := set_req_len(i * 24 + 23, i * 24)
      saca.io.setDone(i).ready := set_done_ready(i)
    }
    dma.xfer <> saca.io.xfer
    saca.io.xferDone <> dma.xfer_done

    // ---- firmware side ----
    engine.io.maxReadReq := cfg_max_read_req
    fw_cmd <> Queue(saca.io.mgmtCmd, 2)
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
