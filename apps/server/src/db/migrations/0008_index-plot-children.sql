CREATE INDEX "plot_genotypes_plot_idx" ON "plot_genotypes" USING btree ("plot_id");--> statement-breakpoint
CREATE INDEX "plot_results_plot_idx" ON "plot_results" USING btree ("plot_id");--> statement-breakpoint
CREATE INDEX "plot_stages_plot_idx" ON "plot_stages" USING btree ("plot_id");